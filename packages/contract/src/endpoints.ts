// Every HTTP endpoint of the site, by area: the server registers its routes from these, the client
// calls them, the OpenAPI document lists them. Browser builds import this module stripped of its
// schemas (packages/build), so every export here must be a `defineEndpoints` group.
export { captchaEndpoints } from './captcha/captcha-endpoints.ts';
export { fingerprintEndpoints } from './fingerprint/fingerprint-endpoints.ts';
export { debuggerEndpoints } from './identity/debugger-endpoints.ts';
export { demoOidcEndpoints } from './identity/demo-oidc-endpoints.ts';
export { recoveryEndpoints } from './identity/recovery-endpoints.ts';
export { registrationEndpoints } from './identity/registration-endpoints.ts';
export { sessionEndpoints } from './identity/session-endpoints.ts';
export { signInEndpoints, twoFactorEndpoints } from './identity/sign-in-endpoints.ts';
export { socialEndpoints } from './identity/social-endpoints.ts';
export { userTransferEndpoints } from './identity/transfer-endpoints.ts';
