import { signInWithPhone } from '@parlay/client';
import type { SignInResult } from '@parlay/contract';
import { Button, Field } from '@parlay/ui';
import { type FormEvent, useState } from 'react';
import { useTranslation } from '../i18n/use-translation.ts';
import { FormErrorList } from './form-error-list.tsx';
import { fieldError } from './form-errors.ts';
import { PhoneFields, phoneParts, usePhoneDefault } from './phone-fields.tsx';
import { RememberMe } from './remember-me.tsx';
import { useFormSubmit } from './use-form-submit.ts';

const fieldOrder = ['country_code', 'phone_number', 'login', 'password', 'uPassword'];

/** Phone (dialling code + number) and password. */
export function PhonePasswordForm({
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
  const [password, setPassword] = useState('');
  const { pending, errors, run, inlineFields } = useFormSubmit(fieldOrder);
  const { code, number } = phoneParts(phone);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const answer = await run(() => signInWithPhone(code, number, password, save));
    if (answer) onAnswer(answer);
  }

  return (
    <form className="auth-form" onSubmit={submit} noValidate>
      <FormErrorList errors={errors} inlineFields={inlineFields} />
      <PhoneFields
        value={phone}
        onChange={setPhone}
        error={fieldError(errors, 'phone_number', 'country_code', 'login')}
      />
      <Field
        label={t('auth_password_label')}
        type="password"
        autoComplete="current-password"
        required
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={fieldError(errors, 'password', 'uPassword')}
      />
      <RememberMe checked={save} onChange={onSaveChange} />
      <Button type="submit" fullWidth loading={pending} disabled={number.length < 5 || !password}>
        {t('auth_sign_in_submit')}
      </Button>
    </form>
  );
}
