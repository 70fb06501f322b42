/**
 * The cost of the captcha (apps/server/src/modules/captcha/README.md): how long a script attacker
 * and a person's browser take to solve each code's challenge, every challenge taken from the real
 * `GET /web-api/captcha/update` and every answer checked by the real `POST /web-api/captcha/validate`.
 *
 * - script: Node's native crypto (OpenSSL's SHA-256 and scrypt), one core, the fastest thing a short
 *   script gets without writing GPU code: CPU time per challenge;
 * - browser: the site's own solver (packages/client captcha-pow.ts, bundled) in Chromium, at full
 *   speed and with the CPU slowed 4x (CDP Emulation.setCPUThrottlingRate), the usual stand-in for
 *   a mid-range phone: what the player waits while "Checking your browser…" shows (wall time), and
 *   the CPU time of the page's main thread at full speed, which other load on the machine does
 *   not stretch (4x that is the phone's wait on an idle machine, for scrypt).
 *
 * A measurement, not a test.
 *
 *   node bench/src/captcha-solve.ts [--count 20] [--codes 100,111,112,113] [--throttle 1,4] [--no-browser]
 */
import { createHash, scryptSync } from 'node:crypto';
import { availableParallelism, loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { type CaptchaCode, captchaCodes, type PowChallenge } from '@parlay/contract';
import { type CaptchaApi, startCaptchaApi } from './captcha-api.ts';
import { type BrowserSolver, startBrowserSolver } from './captcha-browser-solver.ts';

const { values: args } = parseArgs({
  options: {
    count: { type: 'string', default: '20' },
    codes: { type: 'string', default: captchaCodes.join(',') },
    throttle: { type: 'string', default: '1,4' },
    'no-browser': { type: 'boolean', default: false },
  },
});

const count = Number(args.count);
if (!Number.isInteger(count) || count < 1) throw new Error('--count takes a whole number');
const codes = args.codes.split(',').map(Number);
for (const code of codes)
  if (!(captchaCodes as readonly number[]).includes(code))
    throw new Error(`--codes: ${code} is not a captcha code`);
const throttleRates = args.throttle.split(',').map(Number);
if (throttleRates.some((rate) => !(rate >= 1))) throw new Error('--throttle takes rates of 1 or more');

const sha256Hex = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');

/** The attacker: tries every number in turn with native code, as fast as one core goes. */
function solveNatively(pow: PowChallenge): string {
  for (let n = 0; n <= pow.maxnumber; n++) {
    if (pow.algorithm === 'SHA-256') {
      if (sha256Hex(`${pow.salt}${n}`) === pow.challenge) return String(n);
      continue;
    }
    const { cost: N, blockSize: r, parallelization: p } = pow;
    const key = scryptSync(String(n), pow.salt, 32, { N, r, p, maxmem: 256 * N * r * p });
    if (sha256Hex(key) === pow.challenge) return key.toString('hex');
  }
  throw new Error('no number in range solves the challenge');
}

interface Figures {
  median: number;
  p95: number;
  mean: number;
  max: number;
}

/** Nearest-rank percentiles of milliseconds. */
function figuresOf(samples: readonly number[]): Figures {
  const sorted = [...samples].sort((a, b) => a - b);
  const rank = (fraction: number) =>
    sorted[Math.max(0, Math.ceil(fraction * sorted.length) - 1)] ?? Number.NaN;
  return {
    median: rank(0.5),
    p95: rank(0.95),
    mean: sorted.reduce((sum, value) => sum + value, 0) / sorted.length,
    max: sorted.at(-1) ?? Number.NaN,
  };
}

async function measureScript(api: CaptchaApi, code: CaptchaCode): Promise<Figures> {
  const samples: number[] = [];
  for (let i = 0; i < count; i++) {
    const { id, pow } = await api.challenge(code);
    const started = process.cpuUsage();
    const answer = solveNatively(pow);
    const used = process.cpuUsage(started);
    samples.push((used.user + used.system) / 1000);
    if (!(await api.accepts(id, answer))) throw new Error(`code ${code}: the script's answer was refused`);
  }
  return figuresOf(samples);
}

async function measureBrowser(
  api: CaptchaApi,
  solver: BrowserSolver,
  code: CaptchaCode,
): Promise<{ wall: Figures; cpu: Figures }> {
  // Once unmeasured: the first scrypt challenge also fetches the solver's chunk.
  await solver.solve((await api.challenge(code)).pow);
  const wall: number[] = [];
  const cpu: number[] = [];
  for (let i = 0; i < count; i++) {
    const { id, pow } = await api.challenge(code);
    const solved = await solver.solve(pow);
    wall.push(solved.ms);
    cpu.push(solved.cpuMs);
    if (!(await api.accepts(id, solved.answer)))
      throw new Error(`code ${code}: the browser's answer was refused`);
  }
  return { wall: figuresOf(wall), cpu: figuresOf(cpu) };
}

const describePow = (pow: PowChallenge) =>
  pow.algorithm === 'SHA-256'
    ? `SHA-256, 0-${pow.maxnumber}`
    : `scrypt N=2^${Math.log2(pow.cost)} r=${pow.blockSize} p=${pow.parallelization}, 0-${pow.maxnumber}`;

const format = (ms: number) => (ms >= 1000 ? `${(ms / 1000).toFixed(2)} s` : `${ms.toFixed(1)} ms`);
const row = (cells: readonly string[]) => `| ${cells.join(' | ')} |`;

const api = await startCaptchaApi();
const solver = args['no-browser'] ? undefined : await startBrowserSolver();
const lines: string[] = [];
try {
  console.log(
    `${count} challenges per code and solver; ${availableParallelism()} cores, load ${loadavg()[0]?.toFixed(2)}\n`,
  );
  lines.push(row(['code', 'challenge', 'solver', 'median', 'p95', 'mean', 'max']));
  lines.push(row(['---', '---', '---', '---:', '---:', '---:', '---:']));
  for (const code of codes as CaptchaCode[]) {
    const challenge = describePow((await api.challenge(code)).pow);
    const script = await measureScript(api, code);
    lines.push(row([String(code), challenge, 'script (Node native, CPU time)', ...cells(script)]));
    console.log(lines.at(-1));
    for (const rate of solver ? throttleRates : []) {
      await solver?.throttle(rate);
      const { wall, cpu } = await measureBrowser(api, solver as BrowserSolver, code);
      const label = rate === 1 ? 'Chromium, full speed' : `Chromium, CPU ${rate}x slower (phone)`;
      lines.push(row([String(code), challenge, `${label}: wait`, ...cells(wall)]));
      console.log(lines.at(-1));
      if (rate !== 1) continue;
      lines.push(row([String(code), challenge, `${label}: main-thread CPU`, ...cells(cpu)]));
      console.log(lines.at(-1));
    }
  }
  console.log(`\n${lines.join('\n')}`);
} finally {
  await solver?.close();
  await api.close();
}

function cells(figures: Figures): string[] {
  return [figures.median, figures.p95, figures.mean, figures.max].map(format);
}
