import { isIPv4 } from 'node:net';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { type OidcProviderSettings, parseOidcSettings } from './modules/identity/social/oidc-settings.ts';

/** `var/` at the repository root: where the embedded database lives unless DATA_DIR says otherwise. */
const defaultDataDir = fileURLToPath(new URL('../../../var', import.meta.url));

/** Development-only cookie secret, so `npm start` works with no configuration. Refused in production. */
const developmentCookieSecret = 'parlay-development-cookie-secret-not-for-production';

/** A whole number from a string, with a message that says so (not "received NaN"). */
const wholeNumber = () =>
  z.coerce.number({ error: 'expected a whole number' }).int('expected a whole number');

const booleanFlag = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1');

/**
 * TRUST_PROXY as Fastify takes it: `true`/`false`, a hop count, or a comma-separated list of
 * addresses or CIDR ranges of the proxies in front of the server.
 */
const trustProxySchema = z
  .string()
  .trim()
  .min(1)
  .transform((value, context): boolean | number | string[] => {
    if (value === 'true' || value === 'false') return value === 'true';
    if (/^\d+$/.test(value)) return Number(value);
    const entries = value.split(',').map((entry) => entry.trim());
    if (entries.every((entry) => /^[0-9a-fA-F.:]+(\/\d{1,3})?$/.test(entry))) return entries;
    context.addIssue({
      code: 'custom',
      message: 'expected true, false, a hop count or a list of addresses/CIDRs',
    });
    return z.NEVER;
  });

export const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    /** Interface to listen on; the default keeps a development server private to this machine. */
    HOST: z.string().trim().min(1).default('127.0.0.1'),
    PORT: wholeNumber().min(0).max(65_535).default(3000),
    /** A PostgreSQL server (node-postgres pool). Unset: the embedded PGlite database in DATA_DIR/db. */
    DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
    DATABASE_POOL_MAX: wholeNumber().min(1).max(200).default(10),
    DATA_DIR: z.string().trim().min(1).default(defaultDataDir),
    /** Redis for pub/sub between instances and shared rate-limit counters. Unset: in-process. */
    REDIS_URL: z.url({ protocol: /^rediss?$/ }).optional(),
    /** Prefix of every Redis key and channel, so several deployments can share one Redis. */
    REDIS_PREFIX: z
      .string()
      .regex(/^[A-Za-z0-9:_-]{1,64}$/)
      .default('parlay:'),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    TRUST_PROXY: trustProxySchema.default(false),
    COOKIE_SECRET: z.string().min(32).optional(),
    /** Requests per minute and client address before 429 (routes may set stricter limits). */
    RATE_LIMIT_MAX: wholeNumber().min(1).default(600),
    /**
     * Open `/ws` sockets one client address may hold on an instance (an IPv6 address counts by its
     * /64). Unset: the realtime layer's default.
     */
    REALTIME_SOCKETS_PER_ADDRESS: wholeNumber().min(1).optional(),
    /** Fill an empty database with demo data at start. Defaults to on outside production. */
    SEED_DEMO_DATA: booleanFlag.optional(),
    /**
     * Serve the debugger's outbox listing (`GET /web-api/debugger/outbox`): every SMS and email the
     * outbox holds, codes included. Defaults to on outside production on a loopback HOST; refused
     * off loopback (see ALLOW_DEMO_FEATURES_ON_PUBLIC_ADDRESS); never on in a real deployment.
     */
    DEBUGGER_ENABLED: booleanFlag.optional(),
    /**
     * Lets the debugger and the demo provider run on a HOST other than loopback (a shared demo
     * machine): anyone who reaches the site then reads every code sent and signs in as anyone.
     */
    ALLOW_DEMO_FEATURES_ON_PUBLIC_ADDRESS: booleanFlag.default(false),
    /**
     * The address visitors reach the site at (`https://parlay.example`), for absolute links in mails
     * and the demo provider's issuer. Unset: `http://HOST:PORT` as the server listens.
     */
    PUBLIC_URL: z
      .url({ protocol: /^https?$/, error: 'expected an http(s) URL' })
      .refine((value) => {
        const url = new URL(value);
        return url.pathname === '/' && url.search === '' && url.hash === '';
      }, 'expected an origin only (scheme, host and port; no path, query or fragment)')
      .transform((value) => new URL(value).origin)
      .optional(),
    /**
     * Serve the demo OpenID provider built into the site (`/demo-oidc`), where anyone signs in as
     * any name and email they type: for trying social sign-in, never for a real deployment.
     */
    DEMO_SOCIAL_PROVIDER: booleanFlag.default(false),
    /**
     * Offer the demo payment provider built into the site (`/payments-api/demo`), whose page lets the
     * player mark their own payment paid: deposits credit money nobody paid. For trying the site,
     * never for a real deployment.
     */
    DEMO_PAYMENT_PROVIDER: booleanFlag.default(false),
    /**
     * The demo provider's webhook secrets, comma-separated: it signs with every one, the site accepts
     * any one (list the new one beside the old while rotating). Unset: one derived from COOKIE_SECRET.
     */
    DEMO_PAYMENT_WEBHOOK_SECRETS: z
      .string()
      .transform((value) => value.split(',').map((secret) => secret.trim()))
      .pipe(z.array(z.string().min(16, 'each secret at least 16 characters')).min(1).max(4))
      .optional(),
    /** Serve the shell and the parts from their sources through Vite with hot reload (`npm run dev`). */
    DEV_SERVER: booleanFlag.default(false),
    /** How long a graceful shutdown may take before the process exits anyway. */
    SHUTDOWN_TIMEOUT_MS: wholeNumber().min(100).max(120_000).default(10_000),
    /** The cooling-off before a looser responsible-gaming limit may be confirmed, in hours (RTS 12: at least 24). */
    LIMITS_COOLING_OFF_HOURS: wholeNumber()
      .min(1)
      .max(24 * 30)
      .default(24),
    /** The acceptance delay of a live coupon (a bet stop meanwhile refuses it). */
    COUPON_BET_DELAY_MS: wholeNumber().min(0).max(30_000).default(3_000),
    /** How long a trader has to take a vip bet (never past its first game's start): 15 minutes. */
    COUPON_VIP_APPROVAL_MS: wholeNumber()
      .min(60_000)
      .max(24 * 60 * 60_000)
      .default(15 * 60_000),
    /** The house's margin on a cash-out offer, in basis points of its fair value (500 = 5 %). */
    COUPON_CASHOUT_MARGIN_BP: wholeNumber().min(0).max(5_000).default(500),
    /** Settle (and pay) on a live-scouted result before the official one. */
    COUPON_SETTLE_LIVE_SCOUTED: booleanFlag.default(true),
  })
  .superRefine((env, context) => {
    if (env.NODE_ENV === 'production' && env.COOKIE_SECRET === undefined) {
      context.addIssue({
        code: 'custom',
        path: ['COOKIE_SECRET'],
        message: 'required in production (at least 32 characters)',
      });
    }
    for (const variable of demoFeaturesRefused(env))
      context.addIssue({
        code: 'custom',
        path: [variable],
        message:
          `${demoFeatureDangers[variable]}: it runs only when HOST is a loopback address (127.0.0.1, ::1, ` +
          `localhost), not ${env.HOST}, unless ALLOW_DEMO_FEATURES_ON_PUBLIC_ADDRESS=true`,
      });
    const demoIssuerProblem = env.DEMO_SOCIAL_PROVIDER ? demoIssuerOriginProblem(env) : undefined;
    if (demoIssuerProblem !== undefined)
      context.addIssue({
        code: 'custom',
        path: [demoIssuerProblem.variable],
        message: demoIssuerProblem.message,
      });
  })
  .transform((env) => ({
    ...env,
    COOKIE_SECRET: env.COOKIE_SECRET ?? developmentCookieSecret,
    SEED_DEMO_DATA: env.SEED_DEMO_DATA ?? env.NODE_ENV !== 'production',
    DEBUGGER_ENABLED: env.DEBUGGER_ENABLED ?? (env.NODE_ENV !== 'production' && isLoopbackHost(env.HOST)),
  }));

/** 127.0.0.0/8, ::1 or localhost (a URL's hostname brackets IPv6: `[::1]`). */
export function isLoopbackHost(host: string): boolean {
  const name = host.toLowerCase();
  if (name === 'localhost' || name === '::1' || name === '[::1]') return true;
  return isIPv4(name) && name.startsWith('127.');
}

type DemoFeature = 'DEBUGGER_ENABLED' | 'DEMO_SOCIAL_PROVIDER' | 'DEMO_PAYMENT_PROVIDER';

const demoFeatureDangers: Record<DemoFeature, string> = {
  DEBUGGER_ENABLED: 'the outbox debugger shows every code sent by SMS and email to whoever asks',
  DEMO_SOCIAL_PROVIDER: 'the demo OpenID provider signs anyone in as any email they type',
  DEMO_PAYMENT_PROVIDER: 'the demo payment provider lets anyone credit their account with money nobody paid',
};

/**
 * The demo features on while the site listens beyond loopback: refused at parse time unless
 * ALLOW_DEMO_FEATURES_ON_PUBLIC_ADDRESS, and then warned of at start.
 */
export function demoFeaturesOffLoopback(env: {
  HOST: string;
  DEBUGGER_ENABLED?: boolean | undefined;
  DEMO_SOCIAL_PROVIDER: boolean;
  DEMO_PAYMENT_PROVIDER: boolean;
}): DemoFeature[] {
  if (isLoopbackHost(env.HOST)) return [];
  const on: Record<DemoFeature, boolean> = {
    DEBUGGER_ENABLED: env.DEBUGGER_ENABLED === true,
    DEMO_SOCIAL_PROVIDER: env.DEMO_SOCIAL_PROVIDER,
    DEMO_PAYMENT_PROVIDER: env.DEMO_PAYMENT_PROVIDER,
  };
  return (Object.keys(on) as DemoFeature[]).filter((feature) => on[feature]);
}

function demoFeaturesRefused(
  env: Parameters<typeof demoFeaturesOffLoopback>[0] & {
    ALLOW_DEMO_FEATURES_ON_PUBLIC_ADDRESS: boolean;
  },
): DemoFeature[] {
  return env.ALLOW_DEMO_FEATURES_ON_PUBLIC_ADDRESS ? [] : demoFeaturesOffLoopback(env);
}

/** Listening on every interface: the site's own address is then reached through 127.0.0.1. */
const wildcardHostnames = new Set(['0.0.0.0', '::', '[::]']);

/**
 * The demo provider's issuer is the site itself; the browser and the server must both reach it and
 * openid-client accepts plain http only on a loopback address. So: an https PUBLIC_URL, or a
 * loopback one, or no PUBLIC_URL and a loopback (or wildcard) HOST.
 */
function demoIssuerOriginProblem(env: {
  PUBLIC_URL?: string | undefined;
  HOST: string;
}): { variable: string; message: string } | undefined {
  if (env.PUBLIC_URL !== undefined) {
    const url = new URL(env.PUBLIC_URL);
    if (url.protocol === 'https:' || isLoopbackHost(url.hostname)) return undefined;
    return {
      variable: 'PUBLIC_URL',
      message: 'DEMO_SOCIAL_PROVIDER needs an https PUBLIC_URL (plain http only on a loopback address)',
    };
  }
  if (isLoopbackHost(env.HOST) || wildcardHostnames.has(env.HOST)) return undefined;
  return {
    variable: 'PUBLIC_URL',
    message: `DEMO_SOCIAL_PROVIDER on HOST ${env.HOST} needs PUBLIC_URL (an https address visitors reach)`,
  };
}

export type Env = z.output<typeof envSchema> & {
  /**
   * OpenID Connect providers for social sign-in: `OIDC_PROVIDERS=google,vk` and, per listed id,
   * `OIDC_<ID>_ISSUER`, `OIDC_<ID>_CLIENT_ID`, `OIDC_<ID>_CLIENT_SECRET` (names a fixed schema cannot list).
   */
  OIDC: readonly OidcProviderSettings[];
};

/** Thrown when the environment is invalid; the message names every wrong variable. */
export class EnvError extends Error {
  readonly variables: readonly string[];

  constructor(problems: readonly { variable: string; message: string }[]) {
    super(
      `Invalid environment:\n${problems.map(({ variable, message }) => `  ${variable}: ${message}`).join('\n')}`,
    );
    this.name = 'EnvError';
    this.variables = problems.map(({ variable }) => variable);
  }
}

/**
 * Parses and validates configuration from an environment object (process.env in production, a
 * literal in tests). Empty strings count as unset, as shells and .env files tend to produce them.
 */
export function parseEnv(source: Readonly<Record<string, string | undefined>>): Env {
  const defined = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ''));
  const result = envSchema.safeParse(defined);
  const oidc = parseOidcSettings(defined);
  if (result.success && oidc.success) return { ...result.data, OIDC: oidc.providers };
  throw new EnvError([
    ...(result.success
      ? []
      : result.error.issues.map((issue) => ({
          variable: issue.path.map(String).join('.') || '(environment)',
          message: issue.message,
        }))),
    ...(oidc.success ? [] : oidc.problems),
  ]);
}

/** For command lines: the parsed environment, or the list of wrong variables on stderr and exit 1. */
export function parseEnvOrExit(source: Readonly<Record<string, string | undefined>>): Env {
  try {
    return parseEnv(source);
  } catch (error) {
    if (!(error instanceof EnvError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}
