import type { SignInResult } from '@parlay/contract';
import { Modal, Tab, TabList, TabPanel, Tabs } from '@parlay/ui';
import { useState } from 'react';
import { useTranslation } from '../i18n/use-translation.ts';
import { useShellData } from '../state/shell-data.tsx';
import { LoginPasswordForm } from './login-password-form.tsx';
import { type LoginMode, openAuthModal } from './open-auth-modal.ts';
import { PhonePasswordForm } from './phone-password-form.tsx';
import { registrationOffered } from './registration-availability.ts';
import { SignInLinkForm } from './sign-in-link-form.tsx';
import { SmsForm } from './sms-form.tsx';
import { SocialButtons } from './social-buttons.tsx';
import { TwoStepForm } from './two-step-form.tsx';

type CredentialsMode = Exclude<LoginMode, 'login_password_two_step_code'>;
const modes: readonly CredentialsMode[] = ['login_password', 'phone_password', 'sms'];

/**
 * The sign-in dialog: the three credential modes as tabs, then the two-step code when the account
 * asks for it (mode login_password_two_step_code), social providers and links to recovery and
 * registration, and "email me a sign-in link". `onSignedIn` runs once the session exists; `notice`
 * (a message key) says why the dialog opened: a sign-in link or social sign-in that failed.
 */
export function LoginDialog({
  initialMode = 'login_password',
  notice,
  onClose,
  onSignedIn,
}: {
  initialMode?: LoginMode;
  notice?: string | undefined;
  onClose: () => void;
  onSignedIn: () => Promise<void>;
}) {
  const { t } = useTranslation();
  const { config } = useShellData();
  const [mode, setMode] = useState<CredentialsMode>(
    initialMode === 'login_password_two_step_code' ? 'login_password' : initialMode,
  );
  const [twoStep, setTwoStep] = useState(initialMode === 'login_password_two_step_code');
  const [save, setSave] = useState(false);
  const [byLink, setByLink] = useState(false);
  // The notice is about the attempt that opened the dialog: choosing another way in dismisses it.
  const [shownNotice, setShownNotice] = useState(notice);

  async function handleAnswer(answer: SignInResult) {
    if (answer.status === 'two_step_required') {
      setTwoStep(true);
      return;
    }
    await onSignedIn();
  }

  const formProps = { save, onSaveChange: setSave, onAnswer: handleAnswer };
  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={twoStep ? t('auth_two_step_title') : t('auth_login_title')}
      closeLabel={t('auth_close')}
      size="sm"
      className="auth-dialog"
    >
      {shownNotice && !twoStep && (
        <p className="auth-errors auth-notice" role="alert">
          {t(shownNotice) === shownNotice ? t('main_query_error') : t(shownNotice)}
        </p>
      )}
      {twoStep ? (
        <TwoStepForm {...formProps} onBack={() => setTwoStep(false)} />
      ) : byLink ? (
        <SignInLinkForm onBack={() => setByLink(false)} />
      ) : (
        <>
          <Tabs value={mode} onValueChange={(value) => setMode(value as CredentialsMode)}>
            <TabList label={t('auth_login_modes')} className="auth-tabs">
              {modes.map((value) => (
                <Tab key={value} value={value}>
                  {t(`auth_mode_${value}`)}
                </Tab>
              ))}
            </TabList>
            <TabPanel value="login_password">
              <LoginPasswordForm {...formProps} autoFocus />
            </TabPanel>
            <TabPanel value="phone_password">
              <PhonePasswordForm {...formProps} />
            </TabPanel>
            <TabPanel value="sms">
              <SmsForm {...formProps} />
            </TabPanel>
          </Tabs>
          <p className="auth-links">
            <button
              type="button"
              className="auth-link"
              onClick={() => openAuthModal({ kind: 'forgot-password' })}
            >
              {t('auth_forgot_password_link')}
            </button>
            <button
              type="button"
              className="auth-link"
              onClick={() => {
                setShownNotice(undefined);
                setByLink(true);
              }}
            >
              {t('auth_link_open')}
            </button>
            {registrationOffered(config) && (
              <button
                type="button"
                className="auth-link"
                onClick={() => openAuthModal({ kind: 'registration' })}
              >
                {t('auth_registration_link')}
              </button>
            )}
          </p>
          <SocialButtons />
        </>
      )}
    </Modal>
  );
}
