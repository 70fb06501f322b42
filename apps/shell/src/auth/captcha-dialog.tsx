import { ApiError, getCaptchaChallenge, solvePow, validateCaptcha } from '@parlay/client';
import type { CaptchaChallenge } from '@parlay/contract';
import { Button, Field, Modal, Spinner } from '@parlay/ui';
import { type FormEvent, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from '../i18n/use-translation.ts';
import type { CaptchaChallengeCode } from './open-auth-modal.ts';

type State =
  | { step: 'loading' }
  | { step: 'checking'; progress: number }
  | { step: 'image'; challenge: CaptchaChallenge }
  | { step: 'failed' };

/** The image challenge as an <img>: SVG markup in a data URL (scripts in it never run there). */
function imageSource(svg: string): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

/**
 * The captcha the API client asks for (seed 001 §8): codes 100 and 113 are a proof of work solved
 * here while "Checking your browser…" shows; 111 and 112 show an image to read. `onDone` gets the
 * token for the repeated request, or null when the user closes the dialog (the request is abandoned).
 */
export function CaptchaDialog({
  code,
  onDone,
}: {
  code: CaptchaChallengeCode;
  onDone: (token: string | null) => void;
}) {
  const { t } = useTranslation();
  const [state, setState] = useState<State>({ step: 'loading' });
  const [answer, setAnswer] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const abort = useRef<AbortController | null>(null);
  const answerRef = useRef<HTMLInputElement>(null);

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
      if (challenge.kind === 'image' || !challenge.pow) {
        setAnswer('');
        setState({ step: 'image', challenge });
        return;
      }
      setState({ step: 'checking', progress: 0 });
      const solution = await solvePow(challenge.pow, {
        signal: controller.signal,
        onProgress: (progress) => setState({ step: 'checking', progress }),
      });
      const verdict = await validateCaptcha(challenge.id, String(solution));
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

  async function submitImage(event: FormEvent) {
    event.preventDefault();
    if (state.step !== 'image') return;
    setPending(true);
    try {
      const verdict = await validateCaptcha(state.challenge.id, answer.trim());
      if (verdict.type === 'ok') {
        finish(verdict.token);
        return;
      }
      if (verdict.isLogoutUser) {
        finish(null);
        return;
      }
      setError(t(verdict.error_message));
      setAnswer('');
      // An expired (or used up) challenge cannot be answered again: draw a new image.
      if (verdict.error_message === 'captcha_error_expired') await start();
      answerRef.current?.focus();
    } catch (failure) {
      setError(failure instanceof ApiError ? t(failure.failure.messageKey) : t('captcha_error_failed'));
    } finally {
      setPending(false);
    }
  }

  const isImage = code === 111 || code === 112;
  return (
    <Modal
      open
      onOpenChange={(open) => !open && finish(null)}
      title={isImage ? t('captcha_image_title') : t('captcha_check_title')}
      description={isImage ? t('captcha_image_text') : undefined}
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
      {state.step === 'image' && (
        <form className="auth-form" onSubmit={submitImage} noValidate>
          <div className="auth-captcha__image">
            <img src={imageSource(state.challenge.image ?? '')} alt={t('captcha_image_alt')} />
            <Button variant="secondary" size="sm" onClick={() => void start()}>
              {t('captcha_new_image')}
            </Button>
          </div>
          <Field
            ref={answerRef}
            label={t('captcha_answer_label')}
            value={answer}
            onChange={(event) => setAnswer(event.target.value)}
            autoComplete="off"
            autoCapitalize="off"
            spellCheck={false}
            required
            error={error ?? undefined}
          />
          <Button type="submit" fullWidth loading={pending} disabled={!answer.trim()}>
            {t('captcha_submit')}
          </Button>
        </form>
      )}
    </Modal>
  );
}
