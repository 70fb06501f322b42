import { captchaEndpoints } from '@parlay/contract/endpoints';
import { callEndpoint } from '../call-endpoint.ts';

/** Checks an answer; a right one gets the token the refused call is repeated with. */
export const validateCaptcha = (id: string, answer: string) =>
  callEndpoint(captchaEndpoints.validateAnswer, { body: { id, captcha: answer } });
