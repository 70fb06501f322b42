import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { registerCouponRoutes } from './routes.ts';

/** The coupon: its arithmetic for the betting calculator and integrators (README.md). */
async function couponModule(app: FastifyInstance): Promise<void> {
  registerCouponRoutes(app);
}

export default fp(couponModule, { name: 'coupon' });
