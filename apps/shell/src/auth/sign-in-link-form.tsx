import { sendSignInLink } from '@parlay/client';
import { Button, Field } from '@parlay/ui';
import { useState } from 'react';
import { useTranslation } from '../i18n/use-translation.ts';
import { FormErrorList } from './form-error-list.tsx';
import { fieldError } from './form-errors.ts';
import { useFormSubmit } from './use-form-submit.ts';

/**
 * "Email me a sign-in link" (docs/identity-api.md "Sign-in links"): the address, then the same
 * answer whether or not an account uses it — the server never says, so neither does the dialog.
 * A repeated send meets captcha 113, which the API client's captcha handler answers.
 */
export function SignInLinkForm({ onBack }: { onBack: () => void }) {
  const { t, language } = useTranslation();
  const [email, setEmail] = useState('');
  const [sent, setSent] = useState(false);
  const form = useFormSubmit(['email']);

  async function send() {
    const answer = await form.run(() => sendSignInLink(email.trim(), language));
    if (answer) setSent(true);
  }

  if (sent) {
    return (
      <div className="auth-form">
        <p className="auth-success" role="status">
          {t('auth_link_sent')}
        </p>
        <Button variant="secondary" fullWidth onClick={onBack}>
          {t('auth_back')}
        </Button>
      </div>
    );
  }

  return (
    <form
      className="auth-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void send();
      }}
    >
      <p className="auth-note">{t('auth_link_text')}</p>
      <FormErrorList errors={form.errors} inlineFields={form.inlineFields} />
      <Field
        label={t('auth_email_label')}
        type="email"
        autoComplete="email"
        required
        autoFocus
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        error={fieldError(form.errors, 'email')}
      />
      <Button type="submit" fullWidth loading={form.pending} disabled={!email.includes('@')}>
        {t('auth_link_send')}
      </Button>
      <Button variant="ghost" size="sm" onClick={onBack}>
        {t('auth_back')}
      </Button>
    </form>
  );
}
