import { defineEndpoints } from '../http/endpoint.ts';
import {
  captchaChallengeSchema,
  captchaTimeResponseSchema,
  captchaUpdateQuerySchema,
  captchaValidateBodySchema,
  captchaValidateResponseSchema,
} from './captcha.ts';

/** Challenges and answers are per visitor and single-use: never cached anywhere. */
export const captchaEndpoints = defineEndpoints('captcha', {
  getChallenge: {
    method: 'GET',
    path: '/web-api/captcha/update',
    summary: 'A new challenge of the captcha code the refused request named',
    tags: ['captcha'],
    query: captchaUpdateQuerySchema,
    response: captchaChallengeSchema,
    errors: [],
    requires: { rateLimit: 'sensitive', noStore: true },
  },
  validateAnswer: {
    method: 'POST',
    path: '/web-api/captcha/validate',
    summary: 'Checks an answer; a right one gets the token for the X-Captcha header',
    tags: ['captcha'],
    body: captchaValidateBodySchema,
    response: captchaValidateResponseSchema,
    errors: [],
    requires: { rateLimit: 'sensitive', noStore: true },
  },
  getTime: {
    method: 'GET',
    path: '/web-api/captcha/gettime',
    summary: 'Server time in seconds (for the countdown of a challenge)',
    tags: ['captcha'],
    response: captchaTimeResponseSchema,
    errors: [],
    requires: { noStore: true },
  },
});
