import { sendCredentialsByEmail } from '@parlay/client';
import { Button, Field } from '@parlay/ui';
import { type FormEvent, useState } from 'react';
import { useTranslation } from '../i18n/use-translation.ts';
import { FormErrorList } from './form-error-list.tsx';
import { fieldError } from './form-errors.ts';
import { useFormSubmit } from './use-form-submit.ts';

function download(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser the time to start the download before the URL goes.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** The credentials drawn on a canvas, as a PNG. */
function credentialsImage(lines: readonly string[]): Promise<Blob | null> {
  const canvas = document.createElement('canvas');
  canvas.width = 640;
  canvas.height = 80 + lines.length * 48;
  const context = canvas.getContext('2d');
  if (!context) return Promise.resolve(null);
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.fillStyle = '#0b1220';
  context.font = '600 26px system-ui, sans-serif';
  for (const [index, line] of lines.entries()) context.fillText(line, 40, 64 + index * 48);
  return new Promise((resolve) => canvas.toBlob(resolve, 'image/png'));
}

/**
 * The generated login and password of a fast registration, shown once, with the three ways to keep
 * them (seed 001 §3 save-credentials options: file, image, email).
 */
export function CredentialsSaver({
  login,
  password,
  onDone,
}: {
  login: string;
  password: string;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const [email, setEmail] = useState('');
  const [sent, setSent] = useState(false);
  const [saved, setSaved] = useState<string | null>(null);
  const form = useFormSubmit(['email']);
  const lines = [
    t('registration_credentials_site', { site: window.location.host }),
    t('registration_credentials_login', { login }),
    t('registration_credentials_password', { password }),
  ];

  async function send(event: FormEvent) {
    event.preventDefault();
    const answer = await form.run(() => sendCredentialsByEmail(email.trim()));
    if (answer) setSent(true);
  }

  async function saveImage() {
    const image = await credentialsImage(lines);
    if (!image) return;
    download(image, 'parlay-account.png');
    setSaved(t('registration_saved_image'));
  }

  return (
    <div className="auth-form">
      <p className="auth-note">{t('registration_credentials_text')}</p>
      <dl className="auth-credentials">
        <dt>{t('auth_login_label')}</dt>
        <dd>{login}</dd>
        <dt>{t('auth_password_label')}</dt>
        <dd>{password}</dd>
      </dl>
      <div className="auth-row auth-row--wrap">
        <Button
          variant="secondary"
          size="sm"
          onClick={() => {
            download(
              new Blob([`${lines.join('\n')}\n`], { type: 'text/plain;charset=utf-8' }),
              'parlay-account.txt',
            );
            setSaved(t('registration_saved_file'));
          }}
        >
          {t('registration_save_file')}
        </Button>
        <Button variant="secondary" size="sm" onClick={() => void saveImage()}>
          {t('registration_save_image')}
        </Button>
      </div>
      {saved && (
        <p className="auth-success" role="status">
          {saved}
        </p>
      )}
      {sent ? (
        <p className="auth-success" role="status">
          {t('registration_credentials_sent', { email: email.trim() })}
        </p>
      ) : (
        <form className="auth-form auth-form--inline" onSubmit={send} noValidate>
          <FormErrorList errors={form.errors} inlineFields={form.inlineFields} />
          <Field
            label={t('registration_send_email_label')}
            type="email"
            autoComplete="email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            error={fieldError(form.errors, 'email')}
          />
          <Button
            type="submit"
            variant="secondary"
            size="sm"
            loading={form.pending}
            disabled={!email.includes('@')}
          >
            {t('registration_send_email')}
          </Button>
        </form>
      )}
      <Button fullWidth onClick={onDone}>
        {t('registration_continue')}
      </Button>
    </div>
  );
}
