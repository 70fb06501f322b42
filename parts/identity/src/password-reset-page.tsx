import type { ApiFailure } from '@parlay/client';
import { paths } from '@parlay/contract/paths';
import type { Translator } from '@parlay/i18n';
import { Button, Field, Link, Spinner } from '@parlay/ui';
import { type FormEvent, useCallback, useEffect, useRef, useState } from 'react';
import styles from './identity.module.css';
import { classifyLinkFailure, failureOf, failureText, identityApi } from './identity-api.ts';
import { signInHref } from './identity-links.ts';
import { IdentityPageFrame } from './identity-page-frame.tsx';
import { maxPasswordLength, minPasswordLength } from './password-strength.ts';
import { PasswordStrengthHint } from './password-strength-hint.tsx';

type Stage =
  | { kind: 'missing' }
  | { kind: 'checking' }
  | { kind: 'form' }
  | { kind: 'done' }
  | { kind: 'expired' }
  | { kind: 'invalid' }
  | { kind: 'failed'; failure: ApiFailure };

interface FormErrors {
  password?: string;
  repeat?: string;
  form?: string;
}

interface PasswordResetPageProps {
  code: string | null;
  language: string;
  i18n: Translator;
}

/**
 * The password-reset link's page (seed 001 §4 recovery flow "code, save, success, fail"): the code
 * is checked when the page opens, so a wrong or expired link says so before anything is typed;
 * then a new password, twice, is saved with the same code.
 */
export function PasswordResetPage({ code, language, i18n }: PasswordResetPageProps) {
  const { t } = i18n;
  const [stage, setStage] = useState<Stage>(code === null ? { kind: 'missing' } : { kind: 'checking' });
  const checked = useRef(false);

  const check = useCallback(async () => {
    if (code === null) return;
    setStage({ kind: 'checking' });
    try {
      await identityApi.checkRecoveryCode(code);
      setStage({ kind: 'form' });
    } catch (error) {
      const failure = failureOf(error);
      const kind = classifyLinkFailure(failure);
      setStage(kind === 'other' ? { kind: 'failed', failure } : { kind });
    }
  }, [code]);

  useEffect(() => {
    if (checked.current) return;
    checked.current = true;
    void check();
  }, [check]);

  const requestNewLink = (
    <Link href={paths.forgotPassword.getHref(language)} variant="standalone">
      {t('identity_reset_request_new')}
    </Link>
  );

  switch (stage.kind) {
    case 'missing':
      return (
        <IdentityPageFrame title={t('identity_reset_title')} tone="warning">
          <p>{t('identity_reset_missing_text')}</p>
          <p className={styles.actions}>{requestNewLink}</p>
        </IdentityPageFrame>
      );
    case 'checking':
      return (
        <IdentityPageFrame title={t('identity_reset_title')}>
          <Spinner label={t('identity_checking')} />
        </IdentityPageFrame>
      );
    case 'expired':
    case 'invalid':
      return (
        <IdentityPageFrame title={t(`identity_reset_${stage.kind}_title`)} tone="warning">
          <p>{t(`identity_reset_${stage.kind}_text`)}</p>
          <p className={styles.actions}>{requestNewLink}</p>
        </IdentityPageFrame>
      );
    case 'failed':
      return (
        <IdentityPageFrame title={t('identity_error_title')} tone="error">
          <p role="alert">{failureText(stage.failure, t, i18n.has)}</p>
          <p className={styles.actions}>
            <Button onClick={() => void check()}>{t('identity_retry')}</Button>
            {requestNewLink}
          </p>
        </IdentityPageFrame>
      );
    case 'done':
      return (
        <IdentityPageFrame title={t('identity_reset_done_title')} tone="success">
          <p>{t('identity_reset_done_text')}</p>
          <p className={styles.actions}>
            <Button asChild>
              <a href={signInHref(language)}>{t('identity_sign_in')}</a>
            </Button>
          </p>
        </IdentityPageFrame>
      );
    case 'form':
      return (
        <IdentityPageFrame title={t('identity_reset_title')}>
          <NewPasswordForm
            code={code ?? ''}
            i18n={i18n}
            onSaved={() => setStage({ kind: 'done' })}
            onLinkFailed={(kind) => setStage({ kind })}
          />
        </IdentityPageFrame>
      );
  }
}

interface NewPasswordFormProps {
  code: string;
  i18n: Translator;
  onSaved: () => void;
  onLinkFailed: (kind: 'expired' | 'invalid') => void;
}

function NewPasswordForm({ code, i18n, onSaved, onLinkFailed }: NewPasswordFormProps) {
  const { t } = i18n;
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [errors, setErrors] = useState<FormErrors>({});
  const [saving, setSaving] = useState(false);
  const passwordRef = useRef<HTMLInputElement>(null);
  const repeatRef = useRef<HTMLInputElement>(null);

  function validate(): FormErrors {
    if (password.length < minPasswordLength)
      return { password: t('identity_reset_error_short', { min: minPasswordLength }) };
    if (password.length > maxPasswordLength)
      return { password: t('identity_reset_error_long', { max: maxPasswordLength }) };
    if (repeat !== password) return { repeat: t('identity_reset_error_mismatch') };
    return {};
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = validate();
    setErrors(found);
    if (found.password) return passwordRef.current?.focus();
    if (found.repeat) return repeatRef.current?.focus();
    setSaving(true);
    try {
      await identityApi.saveNewPassword(code, password);
      onSaved();
    } catch (error) {
      const failure = failureOf(error);
      const kind = classifyLinkFailure(failure);
      if (kind !== 'other' && !failure.fields?.password) return onLinkFailed(kind);
      setSaving(false);
      if (failure.fields?.password) {
        const key = failure.fields.password;
        setErrors({ password: i18n.has(key) ? t(key) : failureText(failure, t, i18n.has) });
        passwordRef.current?.focus();
        return;
      }
      setErrors({ form: failureText(failure, t, i18n.has) });
    }
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <p>{t('identity_reset_form_text')}</p>
      <Field
        ref={passwordRef}
        label={t('identity_reset_new_password')}
        type="password"
        name="new-password"
        autoComplete="new-password"
        required
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        hint={<PasswordStrengthHint password={password} t={t} />}
        error={errors.password}
      />
      <Field
        ref={repeatRef}
        label={t('identity_reset_repeat_password')}
        type="password"
        name="repeat-password"
        autoComplete="new-password"
        required
        value={repeat}
        onChange={(event) => setRepeat(event.target.value)}
        error={errors.repeat}
      />
      {errors.form && (
        <p role="alert" className={styles.formError}>
          {errors.form}
        </p>
      )}
      <Button type="submit" loading={saving} fullWidth>
        {t('identity_reset_save')}
      </Button>
    </form>
  );
}
