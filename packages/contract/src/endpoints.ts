// Every HTTP endpoint of the site, by area: the server registers its routes from these, the client
// calls them, the OpenAPI document lists them. Browser builds import this module stripped of its
// schemas (packages/build), so every export here must be a `defineEndpoints` group.
export { captchaEndpoints } from './captcha/captcha-endpoints.ts';
