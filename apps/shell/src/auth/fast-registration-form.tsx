import { register } from '@parlay/client';
import type { RegistrationResponse } from '@parlay/contract';
import { Button, Field } from '@parlay/ui';
import { type FormEvent, useState } from 'react';
import { useTranslation } from '../i18n/use-translation.ts';
import { FormErrorList } from './form-error-list.tsx';
import { fieldError } from './form-errors.ts';
import {
  AccountChoiceFields,
  accountFields,
  returnUrlFromPage,
  useAccountChoices,
} from './registration-common-fields.tsx';
import { useFormSubmit } from './use-form-submit.ts';

const fieldOrder = ['country_id', 'currency', 'bonus_choice', 'promo_code'];

/** One click: country, currency, bonus and an optional promo code; the server makes the login and password. */
export function FastRegistrationForm({
  onRegistered,
}: {
  onRegistered: (answer: RegistrationResponse) => void;
}) {
  const { t, language } = useTranslation();
  const [choices, setChoices] = useAccountChoices();
  const [promoCode, setPromoCode] = useState('');
  const form = useFormSubmit(fieldOrder);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!choices.countryId) {
      form.showErrors([{ field: 'country_id', text: t('registration_country_required') }]);
      return;
    }
    const answer = await form.run(() =>
      register(
        {
          type: 'fast_reg',
          ...accountFields(choices),
          ...(promoCode.trim() ? { promo_code: promoCode.trim() } : {}),
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
      <AccountChoiceFields value={choices} onChange={setChoices} errors={form.errors} />
      <Field
        label={t('registration_promo_code')}
        value={promoCode}
        onChange={(event) => setPromoCode(event.target.value)}
        autoComplete="off"
        error={fieldError(form.errors, 'promo_code')}
      />
      <Button type="submit" fullWidth loading={form.pending}>
        {t('registration_submit')}
      </Button>
    </form>
  );
}
