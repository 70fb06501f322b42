import type { CaptchaCode } from '@parlay/contract';

/**
 * How any part of the shell asks for a sign-in dialog without loading the dialogs: the header, the
 * authorization block and the navigation checks call `openAuthModal`; the dialogs' host (a chunk
 * loaded on the first request) listens. Kept tiny because it is on every page.
 */
export type LoginMode = 'login_password' | 'phone_password' | 'sms' | 'login_password_two_step_code';
export type RegistrationType = 'fast_reg' | 'phone_reg' | 'full_reg' | 'soc_reg';

/** Called when the dialog a request opened is closed (or replaced by another one). */
type OnClosed = { onClosed?: () => void };

export type AuthModalRequest =
  /** `notice`: the message key of why the dialog opened (a sign-in link or social sign-in that failed). */
  | ({ kind: 'login'; mode?: LoginMode; notice?: string } & OnClosed)
  /** `onRegistered`: the player was registered and signed in (the dialog goes on to show the result). */
  | ({ kind: 'registration'; type?: RegistrationType; onRegistered?: () => void } & OnClosed)
  | ({ kind: 'forgot-password' } & OnClosed)
  | ({ kind: 'two-step' } & OnClosed)
  /** The API client's captcha challenge: `resolve` gets the token, or null when the dialog is closed. */
  | { kind: 'captcha'; code: CaptchaCode; resolve: (token: string | null) => void };

type Listener = (request: AuthModalRequest) => void;

let listener: Listener | null = null;
let closer: ((kind: AuthModalRequest['kind']) => void) | null = null;
let waiting: AuthModalRequest[] = [];
let loadHost: (() => void) | null = null;

/** Opens a dialog; the first call loads the dialogs' chunk (the host registered by `onAuthModalRequest`). */
export function openAuthModal(request: AuthModalRequest): void {
  if (listener) {
    listener(request);
    return;
  }
  // A captcha challenge may arrive while a sign-in dialog is being requested: keep both.
  waiting = [...waiting.filter((queued) => queued.kind === 'captcha' || request.kind === 'captcha'), request];
  loadHost?.();
}

/**
 * The shell root registers how to load the dialogs' host once, at start. A request made before
 * (a page's effect runs before the root's) loads the host right away.
 */
export function setAuthModalLoader(load: () => void): void {
  loadHost = load;
  if (waiting.length > 0) load();
}

/** The dialogs' host subscribes when it mounts, and receives the requests that made it load. */
export function onAuthModalRequest(next: Listener): () => void {
  listener = next;
  const queued = waiting;
  waiting = [];
  for (const request of queued) next(request);
  return () => {
    if (listener === next) listener = null;
  };
}

/**
 * Closes the open dialog of this kind, if any, and forgets a queued request for one: the page that
 * opened it was left (the registration route's dialog when the visitor goes Back).
 */
export function closeAuthModal(kind: AuthModalRequest['kind']): void {
  waiting = waiting.filter((queued) => queued.kind !== kind);
  closer?.(kind);
}

/** The dialogs' host says how it closes a dialog of a kind. */
export function onAuthModalClose(close: (kind: AuthModalRequest['kind']) => void): () => void {
  closer = close;
  return () => {
    if (closer === close) closer = null;
  };
}
