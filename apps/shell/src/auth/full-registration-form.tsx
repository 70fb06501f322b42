import { register } from '@parlay/client';
import type { RegistrationResponse } from '@parlay/contract';
import { Button, Field } from '@parlay/ui';
import { type FormEvent, useState } from 'react';
import { useTranslation } from '../i18n/use-translation.ts';
import { useShellData } from '../state/shell-data.tsx';
import { ageOn, isoDate } from './age.ts';
import { BirthdayField } from './birthday-field.tsx';
import { FormErrorList } from './form-error-list.tsx';
import { type FormError, fieldError } from './form-errors.ts';
import {
  AccountChoiceFields,
  accountFields,
  returnUrlFromPage,
  useAccountChoices,
} from './registration-common-fields.tsx';
import { useFormSubmit } from './use-form-submit.ts';

const fieldOrder = [
  'email',
  'password',
  'name',
  'surname',
  'birthday',
  'country_id',
  'currency',
  'bonus_choice',
];

/** The full form: e-mail, password, name, surname, birthday and the account choices; an activation e-mail follows. */
export function FullRegistrationForm({
  onRegistered,
}: {
  onRegistered: (answer: RegistrationResponse) => void;
}) {
  const { t, language } = useTranslation();
  const { config } = useShellData();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [name, setName] = useState('');
  const [surname, setSurname] = useState('');
  const [birthday, setBirthday] = useState('');
  const [choices, setChoices] = useAccountChoices();
  const form = useFormSubmit(fieldOrder);

  /** What can be told before asking the server: a missing country, and the minimum age (config minAge). */
  function localErrors(): FormError[] {
    const errors: FormError[] = [];
    const age = ageOn(birthday, new Date());
    if (age === null) errors.push({ field: 'birthday', text: t('registration_birthday_required') });
    else if (age < config.minAge)
      errors.push({ field: 'birthday', text: t('registration_min_age', { age: config.minAge }) });
    if (!choices.countryId) errors.push({ field: 'country_id', text: t('registration_country_required') });
    return errors;
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const errors = localErrors();
    if (errors.length > 0) {
      form.showErrors(errors);
      return;
    }
    const answer = await form.run(() =>
      register(
        {
          type: 'full_reg',
          email: email.trim(),
          password,
          name: name.trim(),
          surname: surname.trim(),
          birthday,
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
      <Field
        label={t('auth_email_label')}
        type="email"
        autoComplete="email"
        required
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        error={fieldError(form.errors, 'email')}
      />
      <Field
        label={t('auth_password_label')}
        type="password"
        autoComplete="new-password"
        required
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={fieldError(form.errors, 'password')}
      />
      <div className="auth-pair">
        <Field
          label={t('registration_name')}
          autoComplete="given-name"
          required
          value={name}
          onChange={(event) => setName(event.target.value)}
          error={fieldError(form.errors, 'name')}
        />
        <Field
          label={t('registration_surname')}
          autoComplete="family-name"
          required
          value={surname}
          onChange={(event) => setSurname(event.target.value)}
          error={fieldError(form.errors, 'surname')}
        />
      </div>
      <BirthdayField
        label={t('registration_birthday')}
        value={birthday}
        onChange={setBirthday}
        max={isoDate(new Date())}
        error={fieldError(form.errors, 'birthday')}
      />
      <AccountChoiceFields value={choices} onChange={setChoices} errors={form.errors} />
      <Button
        type="submit"
        fullWidth
        loading={form.pending}
        disabled={!email.includes('@') || !password || !name.trim() || !surname.trim()}
      >
        {t('registration_submit')}
      </Button>
    </form>
  );
}
