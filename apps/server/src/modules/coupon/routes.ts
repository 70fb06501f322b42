import { couponEndpoints } from '@parlay/contract/endpoints';
import type { FastifyInstance } from 'fastify';
import { addEndpoint } from '../../http/endpoint-route.ts';
import { calculateCouponAnswer } from './calculate.ts';

export function registerCouponRoutes(app: FastifyInstance): void {
  addEndpoint(app, couponEndpoints.calculate, ({ body }) => calculateCouponAnswer(body));
}
