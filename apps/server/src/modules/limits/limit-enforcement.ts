import { type CurrencyCode, isCurrencyCode, usedAgainst, userIdFrom } from '@parlay/domain';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createLimitPolicy, type LimitPolicy } from './limit-policy.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The responsible-gaming policy every money-moving path calls inside its transaction
     * (`assertAllowed`; README.md "Enforcement"): the wallet's ledger against `app.limits`.
     */
    limitPolicy: Pick<LimitPolicy, 'assertAllowed'>;
  }
}

/**
 * The enforcement of the limits (issue 13): the policy over `app.limits` and the wallet's ledger,
 * decorated as `app.limitPolicy` for the coupon, the payments and (later) the casino; identity's
 * sign-in gate (a self-excluded player is refused with the end date); and the ledger's usage for
 * the limit service's balances, so what the office shows remains is what the policy allows.
 */
async function limitEnforcement(app: FastifyInstance): Promise<void> {
  const policy = createLimitPolicy({
    limitsInForce: (userId, at, executor) => app.limits.limitsInForce(userId, at, executor),
    wallet: app.wallet,
  });
  app.decorate('limitPolicy', { assertAllowed: policy.assertAllowed });
  app.identity.setSignInGate(policy.assertMaySignIn);

  const usage = (userId: number, currency: CurrencyCode, since: number) =>
    app.wallet.usageSince(userIdFrom(userId), currency, new Date(since));
  app.limits.provideUsageSource({
    async usedInWindow(userId, typeId, currency, since) {
      if (!isCurrencyCode(currency)) return 0;
      return Number(usedAgainst(typeId, await usage(userId, currency, since)));
    },
    async sessionPlay(userId, since) {
      const user = await app.identity.users.findById(userId);
      if (user === undefined || !isCurrencyCode(user.currency)) return null;
      const used = await usage(userId, user.currency, since);
      return { currency: user.currency, staked: Number(used.staked), won: Number(used.returned) };
    },
  });
}

export default fp(limitEnforcement, {
  name: 'limit-enforcement',
  dependencies: ['limits', 'wallet', 'identity'],
});
