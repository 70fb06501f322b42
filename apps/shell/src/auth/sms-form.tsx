import { sendSignInSms, signInWithSmsCode } from '@parlay/client';
import type { SignInResult } from '@parlay/contract';
import { Button } from '@parlay/ui';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from '../i18n/use-translation.ts';
import { CodeField } from './code-field.tsx';
import { FormErrorList } from './form-error-list.tsx';
import { fieldError } from './form-errors.ts';
import { PhoneFields, phoneParts, usePhoneDefault } from './phone-fields.tsx';
import { RememberMe } from './remember-me.tsx';
import { ResendButton } from './resend-button.tsx';
import { useCountdown } from './use-countdown.ts';
import { useFormSubmit } from './use-form-submit.ts';

const fieldOrder = ['phone-code', 'phone-number', 'sms-code'];

/** Sign-in by a code sent in an SMS: the phone first, then the code (with a resend countdown). */
export function SmsForm({
  save,
  onSaveChange,
  onAnswer,
}: {
  save: boolean;
  onSaveChange: (save: boolean) => void;
  onAnswer: (answer: SignInResult) => void;
}) {
  const { t } = useTranslation();
  const [phone, setPhone] = useState(usePhoneDefault());
  const [sent, setSent] = useState(false);
  const [code, setCode] = useState('');
  const countdown = useCountdown();
  const { pending, errors, run, inlineFields } = useFormSubmit(fieldOrder);
  const codeRef = useRef<HTMLInputElement>(null);
  const parts = phoneParts(phone);

  useEffect(() => {
    if (sent) codeRef.current?.focus();
  }, [sent]);

  async function sendCode() {
    const answer = await run(() => sendSignInSms(parts.code, parts.number));
    if (!answer) return;
    countdown.start(answer.resend_after);
    setSent(true);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!sent) {
      await sendCode();
      return;
    }
    const answer = await run(() => signInWithSmsCode(code, save));
    if (answer) onAnswer(answer);
  }

  return (
    <form className="auth-form" onSubmit={submit} noValidate>
      <FormErrorList errors={errors} inlineFields={inlineFields} />
      <PhoneFields
        value={phone}
        onChange={setPhone}
        disabled={sent}
        error={fieldError(errors, 'phone-number', 'phone-code')}
      />
      {sent ? (
        <>
          <p className="auth-note" role="status">
            {t('auth_sms_sent', { phone: `+${parts.code} ${parts.number}` })}
          </p>
          <CodeField
            inputRef={codeRef}
            label={t('auth_sms_code_label')}
            value={code}
            onChange={setCode}
            error={fieldError(errors, 'sms-code')}
          />
          <div className="auth-row">
            <ResendButton secondsLeft={countdown.secondsLeft} pending={false} onResend={sendCode} />
            <Button variant="ghost" size="sm" onClick={() => setSent(false)}>
              {t('auth_change_phone')}
            </Button>
          </div>
          <RememberMe checked={save} onChange={onSaveChange} />
          <Button type="submit" fullWidth loading={pending} disabled={!code}>
            {t('auth_sign_in_submit')}
          </Button>
        </>
      ) : (
        <Button type="submit" fullWidth loading={pending} disabled={parts.number.length < 5}>
          {t('auth_send_code')}
        </Button>
      )}
    </form>
  );
}
