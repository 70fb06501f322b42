import { apiGet, apiPost } from '@parlay/client';
import type {
  CaptchaChallenge,
  CaptchaValidateResponse,
  CodeSentResponse,
  PendingSocialIdentityResponse,
  RecoverySendBody,
  RegistrationBody,
  RegistrationResponse,
  SignInResult,
  SocialProvidersResponse,
  SuccessResponse,
  TokenLoginBody,
} from '@parlay/contract';
import { encodeCredential } from './credentials.ts';

// The calls the dialogs make, as docs/identity-api.md names them. The API client adds the CSRF,
// fingerprint and captcha headers and handles 401, FINGERPRINT_REQUIRED and CAPTCHA_REQUIRED.

export type SocialProvider = SocialProvidersResponse['providers'][number];
/** Where the recovery code goes; the page language is added for the message. */
export type RecoveryChannel =
  | Omit<Extract<RecoverySendBody, { by: 'email' }>, 'lang'>
  | Omit<Extract<RecoverySendBody, { by: 'sms' }>, 'lang'>;

export const signInWithLogin = (login: string, password: string, save: boolean) =>
  apiPost<SignInResult>('/web-api/auth/login', {
    uLogin: encodeCredential(login),
    uPassword: encodeCredential(password),
    save,
  });

export const signInWithPhone = (phoneCode: string, phoneNumber: string, password: string, save: boolean) =>
  apiPost<SignInResult>('/web-api/auth/login-phone', {
    phone_number: phoneNumber,
    country_code: phoneCode,
    uPassword: encodeCredential(password),
    save,
  });

export const sendSignInSms = (phoneCode: string, phoneNumber: string) =>
  apiPost<CodeSentResponse>('/web-api/auth/send-sms', {
    'phone-number': phoneNumber,
    'phone-code': phoneCode,
  });

export const signInWithSmsCode = (code: string, save: boolean) =>
  apiPost<SignInResult>('/web-api/auth/sms-code', { 'sms-code': code, save });

export const signInWithTwoStepCode = (code: string, save: boolean) =>
  apiPost<SignInResult>('/web-api/auth/two-step', { code, save });

/** Always `{success: true}`: whether an account uses the address is never said. */
export const sendSignInLink = (email: string, language: string) =>
  apiPost<SuccessResponse>('/web-api/auth/send-link', { email, lng: language });

/** A sign-in link's three values, sent as the link carried them, with the page language. */
export const signInWithLink = (link: Omit<TokenLoginBody, 'lng'>, language: string) =>
  apiPost<SignInResult>('/web-api/auth/token', { ...link, lng: language });

export const getSocialProviders = (signal?: AbortSignal) =>
  apiGet<SocialProvidersResponse>('/social-api/oauth/providers', { signal });

export const getPendingSocialIdentity = (signal?: AbortSignal) =>
  apiGet<PendingSocialIdentityResponse>('/social-api/oauth/pending', { signal });

/** The page language names the language of the activation or credentials message. */
export const register = (body: RegistrationBody, language: string) =>
  apiPost<RegistrationResponse>(`/web-api/registration?lang=${encodeURIComponent(language)}`, body);

export const sendRegistrationSms = (phoneCode: string, phoneNumber: string) =>
  apiPost<CodeSentResponse>('/web-api/registration/send-sms', {
    phone_code: phoneCode,
    phone_number: phoneNumber,
  });

export const sendCredentialsByEmail = (email: string) =>
  apiPost<SuccessResponse>('/web-api/registration/send-credentials', { email });

export const sendRecoveryCode = (channel: RecoveryChannel, language: string) =>
  apiPost<CodeSentResponse>('/web-api/password-recovery/send', { ...channel, lang: language });

export const checkRecoveryCode = (code: string) =>
  apiPost<SuccessResponse>('/web-api/password-recovery/check', { code });

export const saveRecoveredPassword = (code: string, password: string) =>
  apiPost<SuccessResponse>('/web-api/password-recovery/save', { code, password });

export const getCaptchaChallenge = (code: number) =>
  apiGet<CaptchaChallenge>(`/web-api/captcha/update?code=${code}`);

export const validateCaptcha = (id: string, answer: string) =>
  apiPost<CaptchaValidateResponse>('/web-api/captcha/validate', { id, captcha: answer });

/** Where a social button leads: the provider's sign-in, then back to this page. */
export function socialStartHref(provider: string, language: string, returnUrl: string): string {
  const query = new URLSearchParams({ lang: language, return_url: returnUrl });
  return `/social-api/oauth/${encodeURIComponent(provider)}/start?${query}`;
}
