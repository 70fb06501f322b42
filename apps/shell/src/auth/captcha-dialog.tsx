import { ApiError, getCaptchaChallenge, solvePow, validateCaptcha } from '@parlay/client';
import type { CaptchaCode } from '@parlay/contract';
import { Button, Modal, Spinner } from '@parlay/ui';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from '../i18n/use-translation.ts';

type State = { step: 'loading' } | { step: 'checking'; progress: number } | { step: 'failed' };

/**
 * The captcha the API client asks for (seed 001 §8): every code is a proof of work solved here
 * while "Checking your browser…" shows, with nothing to read or type (codes 111 and 112 take a few
 * seconds on a phone: the text says so). `onDone` gets the token for the repeated request, or null
 * when the user closes the dialog (the request is abandoned).
 */
export function CaptchaDialog({
  code,
  onDone,
}: {
  code: CaptchaCode;
  onDone: (token: string | null) => void;
}) {
  const { t } = useTranslation();
  const [state, setState] = useState<State>({ step: 'loading' });
  const [error, setError] = useState<string | null>(null);
  const abort = useRef<AbortController | null>(null);

  // Held in a ref: a new callback from the host must not restart the challenge.
  const done = useRef(onDone);
  done.current = onDone;
  const finish = useCallback((token: string | null) => {
    abort.current?.abort();
    done.current(token);
  }, []);

  const start = useCallback(async () => {
    abort.current?.abort();
    const controller = new AbortController();
    abort.current = controller;
    setState({ step: 'loading' });
    try {
      const challenge = await getCaptchaChallenge(code);
      if (controller.signal.aborted) return;
      setState({ step: 'checking', progress: 0 });
      const answer = await solvePow(challenge.pow, {
        signal: controller.signal,
        onProgress: (progress) => setState({ step: 'checking', progress }),
      });
      const verdict = await validateCaptcha(challenge.id, answer);
      if (controller.signal.aborted) return;
      if (verdict.type === 'ok') finish(verdict.token);
      else if (verdict.isLogoutUser) finish(null);
      else {
        setError(t(verdict.error_message));
        setState({ step: 'failed' });
      }
    } catch (failure) {
      if (controller.signal.aborted) return;
      setError(failure instanceof ApiError ? t(failure.failure.messageKey) : t('captcha_error_failed'));
      setState({ step: 'failed' });
    }
  }, [code, finish, t]);

  useEffect(() => {
    void start();
    return () => abort.current?.abort();
  }, [start]);

  const isLonger = code === 111 || code === 112;
  return (
    <Modal
      open
      onOpenChange={(open) => !open && finish(null)}
      title={t('captcha_check_title')}
      description={isLonger ? t('captcha_check_longer_text') : undefined}
      closeLabel={t('auth_close')}
      size="sm"
      className="auth-dialog auth-captcha"
    >
      {state.step === 'loading' && (
        <div className="auth-captcha__progress">
          <Spinner size="sm" label={t('captcha_loading')} />
          <span aria-hidden="true">{t('captcha_loading')}</span>
        </div>
      )}
      {state.step === 'checking' && (
        <div className="auth-captcha__progress">
          <Spinner size="sm" label={t('captcha_checking')} />
          <span aria-hidden="true">{t('captcha_checking')}</span>
          <progress max={1} value={state.progress} aria-label={t('captcha_checking')} />
        </div>
      )}
      {state.step === 'failed' && (
        <div className="auth-form">
          {error && (
            <p className="auth-errors" role="alert">
              {error}
            </p>
          )}
          <Button fullWidth onClick={() => void start()}>
            {t('captcha_try_again')}
          </Button>
        </div>
      )}
    </Modal>
  );
}
