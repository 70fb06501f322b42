import { captchaEndpoints } from '@parlay/contract/endpoints';
import type { FastifyInstance } from 'fastify';
import { addEndpoint } from '../../http/endpoint-route.ts';
import type { CaptchaService } from './captcha-service.ts';

export function registerCaptchaRoutes(app: FastifyInstance, service: CaptchaService): void {
  addEndpoint(app, captchaEndpoints.getChallenge, ({ query }) => service.issue(query.code));
  addEndpoint(app, captchaEndpoints.validateAnswer, ({ body }) => service.validate(body.id, body.captcha));
  addEndpoint(app, captchaEndpoints.getTime, () => ({ time: service.time() }));
}
