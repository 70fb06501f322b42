import type { AddressInfo } from 'node:net';
import { type App, type BuildAppOptions, buildApp } from './app.ts';
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

/** `node apps/server/src/server.ts` (or `npm start`): run until SIGTERM or SIGINT. */
export async function main(): Promise<void> {
  const env = parseEnvOrExit(process.env);
  let server: RunningServer;
  try {
    server = await startServer({
      env,
      pages: {
        reactBuild: env.NODE_ENV === 'production' ? 'production' : 'development',
        dev: env.DEV_SERVER,
      },
    });
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
