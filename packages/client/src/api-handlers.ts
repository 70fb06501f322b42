/**
 * Who answers the API client's shared situations: the captcha dialog (registered by the dialogs'
 * chunk) and the terms redirect (registered by the shell). A module of its own so that registering
 * costs the page nothing: the request code itself (api.ts) is only fetched with what calls it.
 */
import type { CaptchaCode } from '@parlay/contract';
import type { ApiFailure } from './api-failure.ts';

/** Asks the user to solve the challenge of `captchaCode`; resolves the captcha token, or null when the user closed it. */
export type CaptchaHandler = (captchaCode: CaptchaCode) => Promise<string | null>;
/** Told about a 451 with exception_code 1: the user must confirm changed terms. */
export type TermsHandler = (failure: ApiFailure) => void;

export const apiHandlers: { captcha: CaptchaHandler | null; terms: TermsHandler | null } = {
  captcha: null,
  terms: null,
};

/** The dialogs' chunk registers how a captcha challenge is shown. */
export function setCaptchaHandler(handler: CaptchaHandler | null): void {
  apiHandlers.captcha = handler;
}

/** The shell registers where a user with unconfirmed terms is sent. */
export function setTermsHandler(handler: TermsHandler | null): void {
  apiHandlers.terms = handler;
}
