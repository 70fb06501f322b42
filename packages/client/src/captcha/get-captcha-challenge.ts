import type { CaptchaCode } from '@parlay/contract';
import { captchaEndpoints } from '@parlay/contract/endpoints';
import { callEndpoint } from '../call-endpoint.ts';

/** A new challenge of the captcha code a refused call named. */
export const getCaptchaChallenge = (code: CaptchaCode) =>
  callEndpoint(captchaEndpoints.getChallenge, { query: { code } });
