// Every HTTP endpoint of the site, by area: the server registers its routes from these, the client
// calls them, the OpenAPI document lists them. Browser builds import this module stripped of its
// schemas (packages/build), so every export here must be a `defineEndpoints` group.

export { blocksEndpoints } from './blocks/blocks-endpoints.ts';
export { bonusesEndpoints } from './bonuses/bonuses-endpoints.ts';
export { captchaEndpoints } from './captcha/captcha-endpoints.ts';
export { couponBetsEndpoints } from './coupon/coupon-bets-endpoints.ts';
export { couponEndpoints } from './coupon/coupon-endpoints.ts';
export { fingerprintEndpoints } from './fingerprint/fingerprint-endpoints.ts';
export { healthEndpoints } from './health/health-endpoints.ts';
export { debuggerEndpoints } from './identity/debugger-endpoints.ts';
export { demoOidcEndpoints } from './identity/demo-oidc-endpoints.ts';
export { recoveryEndpoints } from './identity/recovery-endpoints.ts';
export { registrationEndpoints } from './identity/registration-endpoints.ts';
export { sessionEndpoints } from './identity/session-endpoints.ts';
export { signInEndpoints, twoFactorEndpoints } from './identity/sign-in-endpoints.ts';
export { socialEndpoints } from './identity/social-endpoints.ts';
export { userTransferEndpoints } from './identity/transfer-endpoints.ts';
export { limitsEndpoints } from './limits/limits-endpoints.ts';
export { partsEndpoints } from './parts/parts-endpoints.ts';
export { demoPaymentEndpoints, paymentsEndpoints } from './payments/payments-endpoints.ts';
export { redirectsEndpoints } from './redirects/redirects-endpoints.ts';
export { seoEndpoints } from './seo/seo-endpoints.ts';
export { pagesEndpoints } from './shell/pages-endpoints.ts';
export { siteConfigEndpoints } from './site-config/site-config-endpoints.ts';
export { lineEndpoints } from './sportsbook/line-endpoints.ts';
export { walletEndpoints } from './wallet/wallet-endpoints.ts';
