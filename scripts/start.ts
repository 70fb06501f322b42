/**
 * `npm start`: builds the production bundles when they are missing or stale, then starts every
 * role of the server in this process on the embedded PGlite database (unless DATABASE_URL is set),
 * seeding the demo data into an empty database and serving the demo sign-in provider (`/demo-oidc`).
 * A single-machine run needs no configuration: the cookie secret is generated once and kept in
 * DATA_DIR (a deployment sets COOKIE_SECRET itself).
 */
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(fileURLToPath(new URL('.', import.meta.url)), '..');
const build = spawnSync(process.execPath, [path.join(root, 'scripts/build.ts'), '--if-stale'], {
  stdio: 'inherit',
});
if (build.status !== 0) process.exit(build.status ?? 1);

function localCookieSecret(dataDir: string): string {
  const file = path.join(dataDir, 'cookie-secret');
  try {
    return readFileSync(file, 'utf8').trim();
  } catch {
    mkdirSync(dataDir, { recursive: true });
    const secret = randomBytes(32).toString('base64url');
    writeFileSync(file, secret, { mode: 0o600 });
    return secret;
  }
}

process.env.NODE_ENV ??= 'production';
// `npm start` is the site with its demo data (site configuration, rules, …) on an empty database.
process.env.SEED_DEMO_DATA ??= 'true';
// A person trying the site reads the SMS and email codes the outbox holds on /debugger.
process.env.DEBUGGER_ENABLED ??= 'true';
// …and with the built-in demo OpenID provider, so social sign-in can be tried with no third party.
// Only ever on through this script or an explicit DEMO_SOCIAL_PROVIDER=true: the server's default is off.
// Both refuse to start unless HOST is loopback (the default) or ALLOW_DEMO_FEATURES_ON_PUBLIC_ADDRESS=true.
process.env.DEMO_SOCIAL_PROVIDER ??= 'true';
// …and with the built-in demo payment provider, so deposits and withdrawals can be tried with no
// payment company (its page says no money moves). The same loopback rule applies.
process.env.DEMO_PAYMENT_PROVIDER ??= 'true';
process.env.COOKIE_SECRET ??= localCookieSecret(process.env.DATA_DIR ?? path.join(root, 'var'));
const { main } = (await import(path.join(root, 'apps/server/src/server.ts'))) as {
  main: () => Promise<void>;
};
await main();
