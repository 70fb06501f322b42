/** The registration reminder popup (seed 000 §4): its own chunk, loaded only when it is due. */
import { Button, Modal } from '@parlay/ui';
import { useState } from 'react';
import { openAuthModal } from '../auth/open-auth-modal.ts';
import { useTranslation } from '../i18n/use-translation.ts';

export default function RegistrationReminder() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(true);
  return (
    <Modal
      open={open}
      onOpenChange={setOpen}
      title={t('reminder_title')}
      description={t('reminder_text')}
      closeLabel={t('session_notice_close')}
      size="sm"
      footer={
        <>
          <Button variant="ghost" onClick={() => setOpen(false)}>
            {t('reminder_later')}
          </Button>
          <Button
            onClick={() => {
              setOpen(false);
              openAuthModal({ kind: 'registration' });
            }}
          >
            {t('reminder_register')}
          </Button>
        </>
      }
    />
  );
}
