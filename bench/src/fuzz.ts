/**
 * `npm run fuzz`: the generated attacks of the CI suite (apps/server/test/security) at a larger
 * count, against the production build on loopback with a fresh embedded database: for every
 * declared endpoint, `--count` malformed requests from an anonymous visitor and from a signed-in
 * player. Reports per endpoint the requests sent, how many the declaration refuses, the statuses
 * and every wrong answer (a 5xx, an answer that is not the error envelope, an undeclared code, a
 * success for a refused request) or change of the database by a refused request. Exits 1 if any.
 * A check, not part of CI: 10,000 per endpoint takes the better part of an hour on two cores.
 *
 *   node bench/src/fuzz.ts [--count 10000] [--seed 20250609] [--only signIn.] [--attackers visitor,player]
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { parseEnv } from '@parlay/server/env';
import { startServer } from '@parlay/server/server';
import { attackRequests } from '@parlay/server/test/attack-requests';
import {
  type Attacker,
  anonymousVisitor,
  attackEndpoint,
  endpointSeed,
  everyEndpoint,
  signedInPlayer,
} from '@parlay/server/test/attack-run';

const { values: args } = parseArgs({
  options: {
    count: { type: 'string', default: '10000' },
    seed: { type: 'string', default: '20250609' },
    only: { type: 'string' },
    attackers: { type: 'string', default: 'visitor,player' },
  },
});
const count = Number(args.count);
const seed = Number(args.seed);
if (!Number.isInteger(count) || count < 1) throw new Error('--count takes a whole number');
if (!Number.isInteger(seed)) throw new Error('--seed takes a whole number');
const attackerNames = args.attackers.split(',');
if (attackerNames.some((name) => name !== 'visitor' && name !== 'player'))
  throw new Error('--attackers takes visitor and/or player');
const endpoints = everyEndpoint.filter(
  (endpoint) => args.only === undefined || endpoint.id.startsWith(args.only),
);
if (endpoints.length === 0) throw new Error(`no endpoint id starts with ${args.only}`);

const dataDir = await mkdtemp(path.join(tmpdir(), 'parlay-fuzz-data-'));
const server = await startServer({
  env: parseEnv({
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: '0',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    COOKIE_SECRET: randomBytes(32).toString('hex'),
    SEED_DEMO_DATA: 'true',
    // Every endpoint is registered: the demo provider and the debugger too (loopback only).
    DEMO_SOCIAL_PROVIDER: 'true',
    DEBUGGER_ENABLED: 'true',
    RATE_LIMIT_MAX: '1000000000',
  }),
  pages: { reactBuild: 'production' },
});

let failed = false;
try {
  const { app } = server;
  const attackers: Attacker[] = [];
  if (attackerNames.includes('visitor')) attackers.push(await anonymousVisitor(app));
  if (attackerNames.includes('player')) attackers.push(await signedInPlayer(app));
  let sequence = 0;
  let total = 0;
  const started = performance.now();
  console.log(`${count} attacks per endpoint and attacker, seed ${seed}, ${endpoints.length} endpoints\n`);
  for (const endpoint of endpoints)
    for (const attacker of attackers) {
      const endpointStarted = performance.now();
      const attacks = attackRequests(endpoint, { count, seed: endpointSeed(seed, endpoint) });
      const report = await attackEndpoint(app, endpoint, attacker, attacks, () => sequence++);
      total += report.sent;
      const statuses = Object.entries(report.statuses)
        .map(([status, times]) => `${status}×${times}`)
        .join(' ');
      const seconds = ((performance.now() - endpointStarted) / 1000).toFixed(1);
      console.log(
        `${endpoint.id.padEnd(30)} ${attacker.name.padEnd(20)} ${String(report.sent).padStart(6)} sent, ` +
          `${String(report.refused).padStart(6)} refused by the declaration, ${seconds} s: ${statuses}`,
      );
      for (const problem of report.problems.slice(0, 20))
        console.log(`  WRONG ANSWER ${problem.slice(0, 400)}`);
      if (report.problems.length > 20)
        console.log(`  … and ${report.problems.length - 20} more wrong answers`);
      for (const table of report.changedTables) console.log(`  CHANGED by refused requests: table ${table}`);
      if (report.problems.length > 0 || report.changedTables.length > 0) failed = true;
      if (Object.hasOwn(Object.prototype, 'polluted')) {
        console.log('  POLLUTED: a prototype key reached Object.prototype');
        failed = true;
      }
    }
  const minutes = ((performance.now() - started) / 60_000).toFixed(1);
  console.log(
    `\n${total} requests in ${minutes} min: ${failed ? 'WRONG ANSWERS OR CHANGES ABOVE' : 'no 5xx, every answer as declared, nothing changed'}`,
  );
} finally {
  await server.close();
  await rm(dataDir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
