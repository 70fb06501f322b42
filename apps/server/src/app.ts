import Fastify, {
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
  type RouteOptions,
} from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { DatabaseClient } from './db/database.ts';
import { demoFeaturesOffLoopback, type Env } from './env.ts';
import { toErrorEnvelope } from './http/error-envelope.ts';
import { memoisedSerializerCompiler } from './http/memoised-serializer.ts';
import authThrottleModule from './modules/auth-throttle/index.ts';
import blocksModule from './modules/blocks/index.ts';
import bonusesModule from './modules/bonuses/index.ts';
import captchaModule from './modules/captcha/index.ts';
import couponModule, { type CouponModuleOptions } from './modules/coupon/index.ts';
import demoIdentityProviderModule, {
  createDemoProviderRegistration,
} from './modules/demo-identity-provider/index.ts';
import demoPaymentProviderModule from './modules/demo-payment-provider/index.ts';
import feedModule, { type FeedModuleOptions } from './modules/feed/index.ts';
import fingerprintModule from './modules/fingerprint/index.ts';
import healthModule from './modules/health/index.ts';
import identityModule from './modules/identity/index.ts';
import { demoOidcProviderSettings } from './modules/identity/social/oidc-settings.ts';
import limitsModule, { type LimitsModuleOptions, limitEnforcementModule } from './modules/limits/index.ts';
import paymentsModule from './modules/payments/index.ts';
import redirectsModule from './modules/redirects/index.ts';
import seoModule from './modules/seo/index.ts';
import siteConfigModule from './modules/site-config/index.ts';
import sportsbookModule, { type SportsbookModuleOptions } from './modules/sportsbook/index.ts';
import walletModule from './modules/wallet/index.ts';
import afterAnswerPlugin from './plugins/app/after-answer.ts';
import connectionDrainingPlugin from './plugins/app/connection-draining.ts';
import databasePlugin from './plugins/app/database.ts';
import domainEventsPlugin from './plugins/app/domain-events.ts';
import endpointGuardsPlugin from './plugins/app/endpoint-guards.ts';
import errorHandlingPlugin from './plugins/app/error-handling.ts';
import pubsubPlugin from './plugins/app/pubsub.ts';
import requestContextPlugin from './plugins/app/request-context.ts';
import requestIdPlugin, { requestIdOf } from './plugins/app/request-id.ts';
import scheduledJobsPlugin, { type ScheduledJobsOptions } from './plugins/app/scheduled-jobs.ts';
import seedPlugin from './plugins/app/seed.ts';
import apiDocsPlugin from './plugins/external/api-docs.ts';
import compressPlugin from './plugins/external/compress.ts';
import cookiePlugin from './plugins/external/cookie.ts';
import rateLimitPlugin from './plugins/external/rate-limit.ts';
import securityHeadersPlugin from './plugins/external/security-headers.ts';
import websocketPlugin from './plugins/external/websocket.ts';
import type { PubSub } from './pubsub/pubsub.ts';
import { sessionChannelAccess } from './realtime/channel-access.ts';
import realtimePlugin, { type RealtimeOverrides } from './realtime/index.ts';
import { deriveKey } from './security/crypto.ts';
import pagesPlugin, { type PagesOptions } from './ssr/index.ts';

/**
 * What an instance does (ARCHITECTURE "Roles"): `web` serves HTTP and the sockets, `feed` competes
 * to lead the odds feed, `worker` runs the scheduled jobs. One process may run all three.
 */
export const serverRoles = ['web', 'feed', 'worker'] as const;
export type ServerRole = (typeof serverRoles)[number];

export interface BuildAppOptions {
  env: Env;
  /** The roles this instance runs; web and worker unless given (`npm start` runs all three). */
  roles?: readonly ServerRole[];
  /** The feed role's settings: the simulator's world and clock, or another adapter. */
  feed?: Omit<FeedModuleOptions, 'enabled'>;
  /** An open database to use instead of the one `env` names; the caller closes it (tests). */
  database?: DatabaseClient;
  /** A pub/sub to use instead of the one `env` names, e.g. shared by two apps; the caller closes it. */
  pubsub?: PubSub;
  realtime?: RealtimeOverrides;
  /** The sportsbook's clock (tests move it). */
  sportsbook?: SportsbookModuleOptions;
  /** The coupon's settings (bet delay, cash-out margin…) and clock. */
  coupon?: CouponModuleOptions;
  /** The limits' clock and cooling-off (tests move the clock through cooling-offs and deadlines). */
  limits?: LimitsModuleOptions;
  /** The scheduler of periodic jobs (tests shorten its interval). */
  scheduledJobs?: ScheduledJobsOptions;
  /** Replaces the logger configuration derived from `env`. */
  logger?: FastifyServerOptions['logger'];
  /** Server-rendered pages (the shell and its parts); needs the built bundles unless `dev`. Omitted: API only. */
  pages?: Omit<PagesOptions, 'production' | 'debuggerEnabled'>;
  /** Called for every route as it is registered (route inventories, such as the OpenAPI test). */
  onRoute?: (route: RouteOptions) => void;
}

export type App = FastifyInstance;

/** Explicit server timeouts in milliseconds, instead of Node's "no limit" defaults. */
export const serverTimeouts = {
  /** A socket with no traffic for this long is closed (sockets of /ws are pinged every 30 s). */
  connectionTimeout: 60_000,
  /** Above the 60 s idle timeout of common load balancers, so they close first. */
  keepAliveTimeout: 72_000,
  /** The whole request must arrive within this (slow-loris clients). */
  requestTimeout: 30_000,
  /** Start-up: PGlite's first initdb plus migrations can take a while on a small machine. */
  pluginTimeout: 60_000,
} as const;

const bodyLimitBytes = 1024 * 1024;

/**
 * The application as a plugin tree: third-party plugins, then our cross-cutting ones (errors,
 * database, pub/sub), then the modules. Resolves once everything is loaded, database migrated;
 * `listen` or `inject` can follow.
 */
export async function buildApp(options: BuildAppOptions): Promise<App> {
  const { env } = options;
  const app = Fastify({
    logger: options.logger ?? loggerOptions(env),
    genReqId: requestIdOf,
    requestIdHeader: false,
    trustProxy: trustProxyOption(env.TRUST_PROXY),
    bodyLimit: bodyLimitBytes,
    ...serverTimeouts,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    frameworkErrors: answerFrameworkError,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(memoisedSerializerCompiler);
  if (options.onRoute) app.addHook('onRoute', options.onRoute);
  // Only ALLOW_DEMO_FEATURES_ON_PUBLIC_ADDRESS lets these past parseEnv: say so loudly at every start.
  for (const variable of demoFeaturesOffLoopback(env))
    app.log.warn(
      `${variable} is on while the site listens on ${env.HOST} (ALLOW_DEMO_FEATURES_ON_PUBLIC_ADDRESS=true): ` +
        'anyone who reaches this address can read every code sent or sign in as anyone.',
    );

  // Third-party plugins (plugins/external): one file each, with its options.
  await app.register(securityHeadersPlugin, { env });
  await app.register(compressPlugin);
  await app.register(cookiePlugin, { env });
  await app.register(rateLimitPlugin, { env });
  await app.register(websocketPlugin);
  await app.register(apiDocsPlugin);

  // Our cross-cutting plugins (plugins/app).
  await app.register(requestIdPlugin);
  await app.register(connectionDrainingPlugin);
  await app.register(errorHandlingPlugin);
  await app.register(endpointGuardsPlugin);
  // The visitor's country falls back to the blocks module's IP range table, asked at request time.
  await app.register(requestContextPlugin, {
    env,
    countryOfAddress: (address) => app.blocks.countryOfIp(address),
  });
  await app.register(databasePlugin, { env, ...(options.database ? { client: options.database } : {}) });
  await app.register(pubsubPlugin, { env, ...(options.pubsub ? { pubsub: options.pubsub } : {}) });
  // Periodic housekeeping the modules add (expiry clean-ups), one instance at a time.
  const roles = options.roles ?? ['web', 'worker'];
  await app.register(scheduledJobsPlugin, { ...options.scheduledJobs, run: roles.includes('worker') });
  // Every module's data, and the demo data when SEED_DEMO_DATA says so, before the modules load.
  await app.register(seedPlugin, { env });
  // Facts between modules, recorded with their change and published after it commits.
  await app.register(domainEventsPlugin);
  // Work that runs once a request's answer has gone out (its end waited for before the database closes).
  await app.register(afterAnswerPlugin);

  // Modules.
  await app.register(healthModule);
  const googleOneTap = env.OIDC.some((provider) => provider.id === 'google');
  await app.register(siteConfigModule, { googleOneTap });
  await app.register(seoModule);
  await app.register(redirectsModule);
  await app.register(blocksModule);
  // Sign-in protection, before identity, whose handlers use it.
  await app.register(captchaModule, { env });
  await app.register(fingerprintModule, { env });
  await app.register(authThrottleModule);
  // The built-in demo OpenID provider (DEMO_SOCIAL_PROVIDER): social sign-in gets it as one more
  // provider, `demo`, reached through the same OpenID Connect client as the configured ones.
  const demoProvider = env.DEMO_SOCIAL_PROVIDER
    ? createDemoProviderRegistration(() => app.publicOrigin())
    : undefined;
  await app.register(identityModule, {
    env:
      demoProvider === undefined
        ? env
        : { ...env, OIDC: [...env.OIDC, demoOidcProviderSettings(demoProvider)] },
  });
  if (demoProvider !== undefined)
    await app.register(demoIdentityProviderModule, { registration: demoProvider });
  // Responsible-gaming limits: before the modules that move money, which ask it what is in force.
  await app.register(limitsModule, { coolingOffHours: env.LIMITS_COOLING_OFF_HOURS, ...options.limits });
  // A socket follows a player's own channels by the session its upgrade request carries.
  await app.register(realtimePlugin, {
    channelAccess: sessionChannelAccess((request) => app.identity.readSession(request)),
    ...options.realtime,
    limits: {
      ...(env.REALTIME_SOCKETS_PER_ADDRESS === undefined
        ? {}
        : { socketsPerAddress: env.REALTIME_SOCKETS_PER_ADDRESS }),
      ...options.realtime?.limits,
    },
  });
  // Money: after realtime, which carries each balance change to the player's open tabs.
  await app.register(walletModule);
  // The limits enforced where money moves: the policy the payments and the coupon call, the sign-in gate.
  await app.register(limitEnforcementModule);
  // Bonus accounts: the first-deposit bonus of the registration choice and its wagering.
  await app.register(bonusesModule);
  // Deposits and withdrawals through payment providers, which register themselves with it.
  await app.register(paymentsModule);
  // The built-in demo payment provider (DEMO_PAYMENT_PROVIDER): its page stands where a payment
  // company's would, and it tells payments the outcome by the same signed webhook.
  if (env.DEMO_PAYMENT_PROVIDER)
    await app.register(demoPaymentProviderModule, {
      secrets: env.DEMO_PAYMENT_WEBHOOK_SECRETS ?? [
        deriveKey(env.COOKIE_SECRET, 'demo-payment-webhook').toString('hex'),
      ],
    });
  // The line, applied from the feed; after realtime, which carries prices and scores to pages.
  await app.register(sportsbookModule, options.sportsbook ?? {});
  // Bets: placed through the wallet on the line's selections, settled from the line's events.
  await app.register(couponModule, {
    ...options.coupon,
    placement: {
      betDelayMs: env.COUPON_BET_DELAY_MS,
      vipApprovalMs: env.COUPON_VIP_APPROVAL_MS,
      ...options.coupon?.placement,
    },
    settlement: { settleLiveScouted: env.COUPON_SETTLE_LIVE_SCOUTED, ...options.coupon?.settlement },
    cashout: { marginBasisPoints: env.COUPON_CASHOUT_MARGIN_BP, ...options.coupon?.cashout },
  });
  // The feed role: one leader across instances feeds the line from the odds provider.
  await app.register(feedModule, { ...options.feed, enabled: roles.includes('feed') });

  // Pages last: their catch-all page route must come after every API route.
  if (options.pages)
    await app.register(pagesPlugin, {
      ...options.pages,
      production: env.NODE_ENV === 'production',
      debuggerEnabled: env.DEBUGGER_ENABLED,
    });

  return app;
}

/**
 * Malformed URLs fail before routing and never reach the error handler: answer them with the same
 * envelope. (Fastify types this hook generically over every route shape, hence the plain reply type.)
 */
const answerFrameworkError: NonNullable<FastifyServerOptions['frameworkErrors']> = async (
  error,
  request,
  reply,
) => {
  const envelope = toErrorEnvelope(error, request as FastifyRequest);
  await request.server.applySecurityHeaders(request as FastifyRequest, reply as FastifyReply);
  (reply as FastifyReply).code(envelope.status).send(envelope);
};

/** Fastify's types take a hop count as a function (its runtime would take the number too). */
function trustProxyOption(trustProxy: Env['TRUST_PROXY']): FastifyServerOptions['trustProxy'] {
  return typeof trustProxy === 'number' ? (_address, hop) => hop < trustProxy : trustProxy;
}

/** JSON lines for machines; human-readable only for a developer at a terminal. */
function loggerOptions(env: Env): FastifyServerOptions['logger'] {
  const pretty = env.NODE_ENV === 'development' && process.stdout.isTTY === true;
  return {
    level: env.LOG_LEVEL,
    redact: ['req.headers.authorization', 'req.headers.cookie'],
    ...(pretty
      ? {
          transport: {
            target: 'pino-pretty',
            options: { translateTime: 'HH:MM:ss.l', ignore: 'pid,hostname' },
          },
        }
      : {}),
  };
}
