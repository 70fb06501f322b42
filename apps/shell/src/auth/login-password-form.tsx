import { signInWithLogin } from '@parlay/client';
import type { SignInResult } from '@parlay/contract';
import { Button, Field } from '@parlay/ui';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from '../i18n/use-translation.ts';
import { FormErrorList } from './form-error-list.tsx';
import { classifyLoginFailure, fieldError } from './form-errors.ts';
import { RememberMe } from './remember-me.tsx';
import { useFormSubmit } from './use-form-submit.ts';

const fieldOrder = ['login', 'uLogin', 'password', 'uPassword'];

/** Login (or e-mail, or account id) and password. */
export function LoginPasswordForm({
  save,
  onSaveChange,
  onAnswer,
  autoFocus = false,
}: {
  /** Start in the login input (the dialog opened on this form), not on the mode tabs above it. */
  autoFocus?: boolean;
  save: boolean;
  onSaveChange: (save: boolean) => void;
  onAnswer: (answer: SignInResult) => void;
}) {
  const { t } = useTranslation();
  const [login, setLogin] = useState('');
  const [password, setPassword] = useState('');
  const { pending, errors, run, inlineFields } = useFormSubmit(fieldOrder);
  const loginRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const answer = await run(
      () => signInWithLogin(login.trim(), password, save),
      (failure) => {
        // Back to the input to fix: the login when it (or both) is wrong, else the password.
        const target = classifyLoginFailure(failure);
        if (target === 'password') passwordRef.current?.focus();
        else if (target) loginRef.current?.focus();
      },
    );
    if (answer) onAnswer(answer);
  }

  return (
    <form className="auth-form" onSubmit={submit} noValidate>
      <FormErrorList errors={errors} inlineFields={inlineFields} />
      <Field
        ref={loginRef}
        // A sign-in dialog opened on purpose starts where typing starts.
        autoFocus={autoFocus}
        label={t('auth_login_label')}
        hint={t('auth_login_hint')}
        autoComplete="username"
        required
        value={login}
        onChange={(event) => setLogin(event.target.value)}
        error={fieldError(errors, 'login', 'uLogin')}
      />
      <Field
        ref={passwordRef}
        label={t('auth_password_label')}
        type="password"
        autoComplete="current-password"
        required
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={fieldError(errors, 'password', 'uPassword')}
      />
      <RememberMe checked={save} onChange={onSaveChange} />
      <Button type="submit" fullWidth loading={pending} disabled={!login.trim() || !password}>
        {t('auth_sign_in_submit')}
      </Button>
    </form>
  );
}
