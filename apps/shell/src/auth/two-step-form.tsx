import { signInWithTwoStepCode } from '@parlay/client';
import type { SignInResult } from '@parlay/contract';
import { Button } from '@parlay/ui';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from '../i18n/use-translation.ts';
import { CodeField } from './code-field.tsx';
import { FormErrorList } from './form-error-list.tsx';
import { fieldError } from './form-errors.ts';
import { RememberMe } from './remember-me.tsx';
import { useFormSubmit } from './use-form-submit.ts';

/**
 * The second step of a sign-in that answered `two_step_required` (login form mode
 * login_password_two_step_code): the code from the authenticator app.
 */
export function TwoStepForm({
  save,
  onSaveChange,
  onAnswer,
  onBack,
}: {
  save: boolean;
  onSaveChange: (save: boolean) => void;
  onAnswer: (answer: SignInResult) => void;
  onBack?: () => void;
}) {
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  const { pending, errors, run, inlineFields } = useFormSubmit(['code']);
  const codeRef = useRef<HTMLInputElement>(null);
  useEffect(() => codeRef.current?.focus(), []);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const answer = await run(() => signInWithTwoStepCode(code, save));
    if (answer) onAnswer(answer);
  }

  return (
    <form className="auth-form" onSubmit={submit} noValidate>
      <p className="auth-note">{t('auth_two_step_text')}</p>
      <FormErrorList errors={errors} inlineFields={inlineFields} />
      <CodeField
        inputRef={codeRef}
        label={t('auth_two_step_code_label')}
        value={code}
        onChange={setCode}
        error={fieldError(errors, 'code')}
      />
      <RememberMe checked={save} onChange={onSaveChange} />
      <Button type="submit" fullWidth loading={pending} disabled={!code}>
        {t('auth_two_step_submit')}
      </Button>
      {onBack && (
        <Button variant="ghost" size="sm" onClick={onBack}>
          {t('auth_back')}
        </Button>
      )}
    </form>
  );
}
