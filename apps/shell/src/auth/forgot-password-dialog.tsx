import type { ApiFailure } from '@parlay/client';
import {
  checkRecoveryCode,
  type RecoveryChannel,
  saveRecoveredPassword,
  sendRecoveryCode,
} from '@parlay/client';
import { Button, Field, Modal, Tab, TabList, TabPanel, Tabs } from '@parlay/ui';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from '../i18n/use-translation.ts';
import { CodeField } from './code-field.tsx';
import { FormErrorList } from './form-error-list.tsx';
import { fieldError } from './form-errors.ts';
import { openAuthModal } from './open-auth-modal.ts';
import { PhoneFields, phoneParts, usePhoneDefault } from './phone-fields.tsx';
import { ResendButton } from './resend-button.tsx';
import { useCountdown } from './use-countdown.ts';
import { useFormSubmit } from './use-form-submit.ts';

type Step = 'request' | 'code' | 'password' | 'success';

/** A wrong code and a code whose time is up read differently (seed 001 §5). */
function codeFailureKey(failure: ApiFailure): string | null {
  if (failure.code === 'CODE_EXPIRED') return 'recovery_code_expired';
  if (failure.code === 'INVALID_CODE') return 'recovery_code_wrong';
  return null;
}

/**
 * Password recovery (seed 001 §4: code, save, success, fail, exit, cancel, resend): a code by
 * e-mail or SMS, the code, a new password twice, done. Cancel goes back to choosing where the code
 * goes; the × exits.
 */
export function ForgotPasswordDialog({ onClose }: { onClose: () => void }) {
  const { t, language } = useTranslation();
  const [step, setStep] = useState<Step>('request');
  const [by, setBy] = useState<RecoveryChannel['by']>('email');
  const [email, setEmail] = useState('');
  const [phone, setPhone] = useState(usePhoneDefault());
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const countdown = useCountdown();
  const form = useFormSubmit(['email', 'phone_code', 'phone_number', 'code', 'password', 'repeat']);
  const stepHeading = useRef<HTMLHeadingElement>(null);

  // Each step starts by saying what it is: focus its heading so a screen reader reads it.
  useEffect(() => {
    if (step !== 'request') stepHeading.current?.focus();
  }, [step]);

  const channel = (): RecoveryChannel => {
    if (by === 'email') return { by: 'email', email: email.trim() };
    const parts = phoneParts(phone);
    return { by: 'sms', phone_code: parts.code, phone_number: parts.number };
  };

  async function send() {
    const answer = await form.run(() => sendRecoveryCode(channel(), language));
    if (!answer) return;
    countdown.start(answer.resend_after);
    setCode('');
    setStep('code');
  }

  function showCodeFailure(failure: ApiFailure) {
    const key = codeFailureKey(failure);
    if (key) form.showErrors([{ field: 'code', text: t(key) }]);
  }

  async function check(event: FormEvent) {
    event.preventDefault();
    const answer = await form.run(() => checkRecoveryCode(code), showCodeFailure);
    if (answer) setStep('password');
  }

  async function save(event: FormEvent) {
    event.preventDefault();
    if (password !== repeat) {
      form.showErrors([{ field: 'repeat', text: t('recovery_passwords_differ') }]);
      return;
    }
    const answer = await form.run(
      () => saveRecoveredPassword(code, password),
      (failure) => {
        // The code ran out while the new password was typed: back to the code, with a resend.
        if (codeFailureKey(failure)) {
          setStep('code');
          showCodeFailure(failure);
        }
      },
    );
    if (answer) setStep('success');
  }

  const heading = (key: string) => (
    <h3 className="auth-step-title" ref={stepHeading} tabIndex={-1}>
      {t(key)}
    </h3>
  );

  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('recovery_title')}
      closeLabel={t('auth_close')}
      size="sm"
      className="auth-dialog"
    >
      {step === 'request' && (
        <form
          className="auth-form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void send();
          }}
        >
          <p className="auth-note">{t('recovery_text')}</p>
          <FormErrorList errors={form.errors} inlineFields={form.inlineFields} />
          <Tabs value={by} onValueChange={(value) => setBy(value as RecoveryChannel['by'])}>
            <TabList label={t('recovery_channel_label')} className="auth-tabs">
              <Tab value="email">{t('recovery_by_email')}</Tab>
              <Tab value="sms">{t('recovery_by_sms')}</Tab>
            </TabList>
            <TabPanel value="email" className="auth-form">
              <Field
                label={t('auth_email_label')}
                type="email"
                autoComplete="email"
                required
                value={email}
                onChange={(event) => setEmail(event.target.value)}
                error={fieldError(form.errors, 'email')}
              />
            </TabPanel>
            <TabPanel value="sms" className="auth-form">
              <PhoneFields
                value={phone}
                onChange={setPhone}
                error={fieldError(form.errors, 'phone_number', 'phone_code')}
              />
            </TabPanel>
          </Tabs>
          <Button
            type="submit"
            fullWidth
            loading={form.pending}
            disabled={by === 'email' ? !email.includes('@') : phoneParts(phone).number.length < 5}
          >
            {t('auth_send_code')}
          </Button>
        </form>
      )}
      {step === 'code' && (
        <form className="auth-form" onSubmit={check} noValidate>
          {heading('recovery_code_title')}
          <p className="auth-note">
            {t(by === 'email' ? 'recovery_code_sent_email' : 'recovery_code_sent_sms')}
          </p>
          <FormErrorList errors={form.errors} inlineFields={form.inlineFields} />
          <CodeField
            label={t('recovery_code_label')}
            value={code}
            onChange={setCode}
            error={fieldError(form.errors, 'code')}
          />
          <Button type="submit" fullWidth loading={form.pending} disabled={!code}>
            {t('recovery_check_code')}
          </Button>
          <div className="auth-row">
            <ResendButton secondsLeft={countdown.secondsLeft} pending={false} onResend={() => void send()} />
            <Button variant="ghost" size="sm" onClick={() => setStep('request')}>
              {t('recovery_cancel')}
            </Button>
          </div>
        </form>
      )}
      {step === 'password' && (
        <form className="auth-form" onSubmit={save} noValidate>
          {heading('recovery_password_title')}
          <FormErrorList errors={form.errors} inlineFields={form.inlineFields} />
          <Field
            label={t('recovery_new_password')}
            type="password"
            autoComplete="new-password"
            required
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            error={fieldError(form.errors, 'password')}
          />
          <Field
            label={t('recovery_repeat_password')}
            type="password"
            autoComplete="new-password"
            required
            value={repeat}
            onChange={(event) => setRepeat(event.target.value)}
            error={fieldError(form.errors, 'repeat')}
          />
          <Button type="submit" fullWidth loading={form.pending} disabled={!password || !repeat}>
            {t('recovery_save')}
          </Button>
        </form>
      )}
      {step === 'success' && (
        <div className="auth-form">
          {heading('recovery_success_title')}
          <p className="auth-note">{t('recovery_success_text')}</p>
          <Button fullWidth onClick={() => openAuthModal({ kind: 'login' })}>
            {t('auth_sign_in_submit')}
          </Button>
        </div>
      )}
    </Modal>
  );
}
