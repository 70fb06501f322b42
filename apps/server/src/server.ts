import type { AddressInfo } from 'node:net';
import { parseArgs } from 'node:util';
import { type App, type BuildAppOptions, buildApp, type ServerRole, serverRoles } from './app.ts';
import { parseEnvOrExit } from './env.ts';

export interface RunningServer {
  app: App;
  /** Where the server listens, e.g. http://127.0.0.1:3000 (the real port when PORT was 0). */
  url: string;
  /**
   * Graceful shutdown: stops accepting connections, lets requests in flight finish, closes
   * WebSockets with 1001 "going away", then pub/sub and the database. Safe to call twice.
   */
  close(): Promise<void>;
}

/** Builds the application and listens on HOST:PORT from the environment. */
export async function startServer(options: BuildAppOptions): Promise<RunningServer> {
  // React picks its production or development build from process.env.NODE_ENV when first loaded
  // (by the page render): a production server must not render with the development build.
  process.env.NODE_ENV ??= options.env.NODE_ENV;
  const app = await buildApp(options);
  try {
    await app.listen({ host: options.env.HOST, port: options.env.PORT });
  } catch (error) {
    await app.close();
    throw error;
  }
  let closing: Promise<void> | undefined;
  return {
    app,
    url: urlOf(app.server.address() as AddressInfo),
    close: () => {
      closing ??= app.close();
      return closing;
    },
  };
}

function urlOf({ address, family, port }: AddressInfo): string {
  const host = family === 'IPv6' ? `[${address}]` : address;
  return `http://${host}:${port}`;
}

/**
 * The roles named on the command line (`--role web --role feed`, or `--role web,feed`); every role
 * when none is: one process is the whole site, as `npm start` runs it.
 */
export function rolesFromArgs(args: readonly string[]): ServerRole[] {
  const { values } = parseArgs({
    args: [...args],
    options: { role: { type: 'string', multiple: true } },
    strict: false,
  });
  const named = (values.role ?? [])
    .filter((value): value is string => typeof value === 'string')
    .flatMap((value) => value.split(','))
    .map((value) => value.trim())
    .filter((value) => value !== '');
  for (const role of named)
    if (!(serverRoles as readonly string[]).includes(role))
      throw new Error(`--role ${role}: expected one of ${serverRoles.join(', ')}`);
  return named.length === 0 ? [...serverRoles] : [...new Set(named as ServerRole[])];
}

/** An instance without the web role: its work runs on timers; nothing listens. */
async function startWithoutHttp(options: BuildAppOptions): Promise<RunningServer> {
  const app = await buildApp(options);
  await app.ready();
  // Nothing listens, and every timer of the roles is unref'd: this keeps the process up.
  const keepAlive = setInterval(() => {}, 60_000);
  let closing: Promise<void> | undefined;
  return {
    app,
    url: '',
    close: () => {
      clearInterval(keepAlive);
      closing ??= app.close();
      return closing;
    },
  };
}

/** `node apps/server/src/server.ts [--role web|feed|worker]…` (or `npm start`): run until SIGTERM or SIGINT. */
export async function main(): Promise<void> {
  const env = parseEnvOrExit(process.env);
  let server: RunningServer;
  try {
    const roles = rolesFromArgs(process.argv.slice(2));
    const options: BuildAppOptions = {
      env,
      roles,
      // Pages are the web role's; an instance without it renders none.
      ...(roles.includes('web')
        ? {
            pages: {
              reactBuild: env.NODE_ENV === 'production' ? 'production' : 'development',
              dev: env.DEV_SERVER,
            },
          }
        : {}),
    };
    server = roles.includes('web') ? await startServer(options) : await startWithoutHttp(options);
    server.app.log.info({ roles, url: server.url || undefined }, 'started');
  } catch (error) {
    console.error('The server could not start:', error instanceof Error ? error.message : error);
    process.exit(1);
  }
  const { app } = server;

  const shutdown = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    // Whatever hangs, the process ends within SHUTDOWN_TIMEOUT_MS.
    setTimeout(() => {
      app.log.error('graceful shutdown timed out; exiting');
      process.exit(1);
    }, env.SHUTDOWN_TIMEOUT_MS).unref();
    try {
      await server.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'error during shutdown');
      process.exit(1);
    }
  };
  for (const signal of ['SIGTERM', 'SIGINT'] as const) process.once(signal, () => void shutdown(signal));
  process.on('unhandledRejection', (reason) => app.log.error({ err: reason }, 'unhandled promise rejection'));
}

if (import.meta.main) await main();
