import { register, sendRegistrationSms } from '@parlay/client';
import type { RegistrationResponse } from '@parlay/contract';
import { Button, Field } from '@parlay/ui';
import { type FormEvent, useState } from 'react';
import { useTranslation } from '../i18n/use-translation.ts';
import { CodeField } from './code-field.tsx';
import { FormErrorList } from './form-error-list.tsx';
import { fieldError } from './form-errors.ts';
import { PhoneFields, phoneParts, usePhoneDefault } from './phone-fields.tsx';
import {
  AccountChoiceFields,
  accountFields,
  returnUrlFromPage,
  useAccountChoices,
} from './registration-common-fields.tsx';
import { ResendButton } from './resend-button.tsx';
import { useCountdown } from './use-countdown.ts';
import { useFormSubmit } from './use-form-submit.ts';

const fieldOrder = [
  'phone_code',
  'phone_number',
  'sms_code',
  'password',
  'country_id',
  'currency',
  'bonus_choice',
];

/** By phone: the number, the code sent to it, a password, then the account choices. */
export function PhoneRegistrationForm({
  onRegistered,
}: {
  onRegistered: (answer: RegistrationResponse) => void;
}) {
  const { t, language } = useTranslation();
  const [phone, setPhone] = useState(usePhoneDefault());
  const [sent, setSent] = useState(false);
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [choices, setChoices] = useAccountChoices();
  const countdown = useCountdown();
  const form = useFormSubmit(fieldOrder);
  const parts = phoneParts(phone);

  async function sendCode() {
    const answer = await form.run(() => sendRegistrationSms(parts.code, parts.number));
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
    if (!choices.countryId) {
      form.showErrors([{ field: 'country_id', text: t('registration_country_required') }]);
      return;
    }
    const answer = await form.run(() =>
      register(
        {
          type: 'phone_reg',
          phone_code: parts.code,
          phone_number: parts.number,
          sms_code: code,
          password,
          ...accountFields(choices),
          return_url: returnUrlFromPage(),
        },
        language,
      ),
    );
    if (answer) onRegistered(answer);
  }

  return (
    <form className="auth-form" onSubmit={submit} noValidate>
      <FormErrorList errors={form.errors} inlineFields={form.inlineFields} />
      <PhoneFields
        value={phone}
        onChange={setPhone}
        disabled={sent}
        error={fieldError(form.errors, 'phone_number', 'phone_code')}
      />
      {sent ? (
        <>
          <CodeField
            label={t('auth_sms_code_label')}
            value={code}
            onChange={setCode}
            error={fieldError(form.errors, 'sms_code')}
          />
          <div className="auth-row">
            <ResendButton
              secondsLeft={countdown.secondsLeft}
              pending={false}
              onResend={() => void sendCode()}
            />
            <Button variant="ghost" size="sm" onClick={() => setSent(false)}>
              {t('auth_change_phone')}
            </Button>
          </div>
          <Field
            label={t('auth_password_label')}
            type="password"
            autoComplete="new-password"
            required
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            error={fieldError(form.errors, 'password')}
          />
          <AccountChoiceFields value={choices} onChange={setChoices} errors={form.errors} />
          <Button type="submit" fullWidth loading={form.pending} disabled={!code || !password}>
            {t('registration_submit')}
          </Button>
        </>
      ) : (
        <Button type="submit" fullWidth loading={form.pending} disabled={parts.number.length < 5}>
          {t('auth_send_code')}
        </Button>
      )}
    </form>
  );
}
