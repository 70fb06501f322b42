import { setCaptchaHandler } from '@parlay/client';
import type { CaptchaCode } from '@parlay/contract';
import { lazy, Suspense, useEffect, useState } from 'react';
import { openAuthModal, setAuthModalLoader } from './open-auth-modal.ts';

// The dialogs, their styles and the 'auth' dictionary are one chunk fetched on the first request:
// the anonymous home page never downloads them (its JavaScript budget is 120 KB).
const AuthModalsHost = lazy(() => import('./auth-modals-host.tsx'));

/** Answers the API client's captcha challenges with the captcha dialog (which loads the chunk). */
function askCaptcha(code: CaptchaCode): Promise<string | null> {
  return new Promise((resolve) => openAuthModal({ kind: 'captcha', code, resolve }));
}

/**
 * Where the sign-in, registration, recovery, two-step and captcha dialogs mount. Renders nothing
 * (on the server too, so hydration is unaffected) until the first `openAuthModal` call.
 */
export function AuthModalsSlot() {
  const [requested, setRequested] = useState(false);
  useEffect(() => {
    setCaptchaHandler(askCaptcha);
    setAuthModalLoader(() => setRequested(true));
  }, []);
  if (!requested) return null;
  return (
    <Suspense fallback={null}>
      <AuthModalsHost />
    </Suspense>
  );
}
