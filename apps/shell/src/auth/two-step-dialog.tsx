import type { SignInResult } from '@parlay/contract';
import { Modal } from '@parlay/ui';
import { useState } from 'react';
import { useTranslation } from '../i18n/use-translation.ts';
import { TwoStepForm } from './two-step-form.tsx';

/** The two-step code on its own ({kind: 'two-step'}): a sign-in already waiting for its second step. */
export function TwoStepDialog({
  onClose,
  onSignedIn,
}: {
  onClose: () => void;
  onSignedIn: () => Promise<void>;
}) {
  const { t } = useTranslation();
  const [save, setSave] = useState(false);
  async function handleAnswer(answer: SignInResult) {
    if (answer.status === 'signed_in') await onSignedIn();
  }
  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('auth_two_step_title')}
      closeLabel={t('auth_close')}
      size="sm"
      className="auth-dialog"
    >
      <TwoStepForm save={save} onSaveChange={setSave} onAnswer={handleAnswer} />
    </Modal>
  );
}
