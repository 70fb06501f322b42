import './auth.css';
import { Button, Modal } from '@parlay/ui';
import { Component, type ReactNode, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from '../i18n/use-translation.ts';
import { afterSignIn } from '../session/session-store.ts';
import { AuthTranslations } from './auth-translations.tsx';
import { CaptchaDialog } from './captcha-dialog.tsx';
import { ForgotPasswordDialog } from './forgot-password-dialog.tsx';
import { LoginDialog } from './login-dialog.tsx';
import { type AuthModalRequest, onAuthModalClose, onAuthModalRequest } from './open-auth-modal.ts';
import { RegistrationDialog } from './registration-dialog.tsx';
import { TwoStepDialog } from './two-step-dialog.tsx';

type DialogRequest = Exclude<AuthModalRequest, { kind: 'captcha' }>;
type CaptchaRequest = Extract<AuthModalRequest, { kind: 'captcha' }>;

/** Each request gets a key, so opening the same dialog again starts it fresh. */
interface Keyed<T> {
  key: number;
  request: T;
}

let nextKey = 0;

/**
 * The dialogs' chunk: subscribes to `openAuthModal` requests and shows one sign-in, registration,
 * recovery or two-step dialog at a time, with the API client's captcha challenges on top of it
 * (one at a time, in order).
 */
export default function AuthModalsHost() {
  const [dialog, setDialog] = useState<Keyed<DialogRequest> | null>(null);
  const [captchas, setCaptchas] = useState<Keyed<CaptchaRequest>[]>([]);
  // The open dialog, read by callbacks so that side effects (onClosed, resolve) stay out of state updaters.
  const current = useRef(dialog);
  current.current = dialog;
  const waiting = useRef(captchas);
  waiting.current = captchas;

  useEffect(
    () =>
      onAuthModalRequest((request) => {
        const key = ++nextKey;
        if (request.kind === 'captcha') {
          setCaptchas((queued) => [...queued, { key, request }]);
          return;
        }
        // The dialog being replaced (login → forgot password) is closed for whoever opened it.
        current.current?.request.onClosed?.();
        current.current = { key, request };
        setDialog(current.current);
      }),
    [],
  );

  const close = useCallback(() => {
    current.current?.request.onClosed?.();
    current.current = null;
    setDialog(null);
  }, []);

  useEffect(
    () =>
      onAuthModalClose((kind) => {
        if (current.current?.request.kind === kind) close();
      }),
    [close],
  );

  const signedIn = useCallback(async () => {
    await afterSignIn();
    close();
  }, [close]);

  const registered = useCallback(() => {
    const request = current.current?.request;
    if (request?.kind === 'registration') request.onRegistered?.();
    return afterSignIn();
  }, []);

  const answerCaptcha = useCallback((key: number, token: string | null) => {
    waiting.current.find((item) => item.key === key)?.request.resolve(token);
    setCaptchas((queued) => queued.filter((item) => item.key !== key));
  }, []);

  // Closing the "texts could not be loaded" notice abandons every waiting request too.
  const closeAll = useCallback(() => {
    close();
    for (const item of waiting.current) item.request.resolve(null);
    setCaptchas([]);
  }, [close]);

  const captcha = captchas[0];
  return (
    <DictionaryBoundary onClose={closeAll}>
      <Suspense fallback={null}>
        <AuthTranslations>
          {dialog?.request.kind === 'login' && (
            <LoginDialog
              key={dialog.key}
              initialMode={dialog.request.mode}
              notice={dialog.request.notice}
              onClose={close}
              onSignedIn={signedIn}
            />
          )}
          {dialog?.request.kind === 'registration' && (
            <RegistrationDialog
              key={dialog.key}
              initialType={dialog.request.type}
              onClose={close}
              onRegistered={registered}
            />
          )}
          {dialog?.request.kind === 'forgot-password' && (
            <ForgotPasswordDialog key={dialog.key} onClose={close} />
          )}
          {dialog?.request.kind === 'two-step' && (
            <TwoStepDialog key={dialog.key} onClose={close} onSignedIn={signedIn} />
          )}
          {captcha && (
            <CaptchaDialog
              key={captcha.key}
              code={captcha.request.code}
              onDone={(token) => answerCaptcha(captcha.key, token)}
            />
          )}
        </AuthTranslations>
      </Suspense>
    </DictionaryBoundary>
  );
}

/** The dialogs' texts could not be loaded (offline): say so with the page's own dictionary. */
function DictionaryError({ onRetry, onClose }: { onRetry: () => void; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('main_dictionary_load_error')}
      closeLabel={t('notification_close')}
      size="sm"
    >
      <Button onClick={onRetry}>{t('part_refresh')}</Button>
    </Modal>
  );
}

class DictionaryBoundary extends Component<
  { children: ReactNode; onClose: () => void },
  { failed: boolean }
> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <DictionaryError
        onRetry={() => this.setState({ failed: false })}
        onClose={() => {
          this.setState({ failed: false });
          this.props.onClose();
        }}
      />
    );
  }
}
