import { register } from '@parlay/client';
import type { PendingSocialIdentityResponse, RegistrationResponse } from '@parlay/contract';
import { Button } from '@parlay/ui';
import type { FormEvent } from 'react';
import { useTranslation } from '../i18n/use-translation.ts';
import { FormErrorList } from './form-error-list.tsx';
import {
  AccountChoiceFields,
  accountFields,
  returnUrlFromPage,
  useAccountChoices,
} from './registration-common-fields.tsx';
import { useFormSubmit } from './use-form-submit.ts';

/** Finishes a social sign-up: the pending identity from the provider, plus the account choices. */
export function SocialRegistrationForm({
  pending,
  onRegistered,
}: {
  pending: PendingSocialIdentityResponse;
  onRegistered: (answer: RegistrationResponse) => void;
}) {
  const { t, language } = useTranslation();
  const [choices, setChoices] = useAccountChoices();
  const form = useFormSubmit(['country_id', 'currency', 'bonus_choice']);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!choices.countryId) {
      form.showErrors([{ field: 'country_id', text: t('registration_country_required') }]);
      return;
    }
    const answer = await form.run(() =>
      register({ type: 'soc_reg', ...accountFields(choices), return_url: returnUrlFromPage() }, language),
    );
    if (answer) onRegistered(answer);
  }

  return (
    <form className="auth-form" onSubmit={submit} noValidate>
      <dl className="auth-credentials">
        <dt>{t('registration_social_provider')}</dt>
        <dd className="auth-capitalize">{pending.provider}</dd>
        {pending.email && (
          <>
            <dt>{t('auth_email_label')}</dt>
            <dd>{pending.email}</dd>
          </>
        )}
      </dl>
      <FormErrorList errors={form.errors} inlineFields={form.inlineFields} />
      <AccountChoiceFields value={choices} onChange={setChoices} errors={form.errors} />
      <Button type="submit" fullWidth loading={form.pending}>
        {t('registration_submit')}
      </Button>
    </form>
  );
}
