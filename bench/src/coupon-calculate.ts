/**
 * The `calculate` scenario: a system of 20 from 40 (137,846,528,820 lines) through packages/domain
 * `calculateCoupon` in this process — the O(n·k) sums, timed per call — and through
 * `POST /coupon-api/calculate` of the production build under load (requests per second, p50/p99,
 * CPU per request), the request body read, validated, calculated and answered.
 */
import { type CalculateCouponBody, calculateCouponResponseSchema } from '@parlay/contract';
import { type BetStatusId, type CouponCalculationInput, calculateCoupon, oddsFrom } from '@parlay/domain';
import { type LoadFigures, type LoadSettings, runLoad } from './load.ts';

/** 40 selections from 1.05 to 3.00, a third of them settled (won, lost, void) so both sums run. */
const statuses: readonly BetStatusId[] = [1, -1, 0, 1, 2, -1];
const selections = Array.from({ length: 40 }, (_, index) => ({
  coef: ((105 + index * 5) / 100).toFixed(2),
  statusId: statuses[index % statuses.length]!,
}));

export const systemOf20From40: CalculateCouponBody = {
  typeId: 2,
  amount: '1000.00',
  systemValue: 20,
  bets: selections.map((selection, index) => ({ id: index + 1, ...selection })),
};

const settledInput: CouponCalculationInput = {
  typeId: 2,
  amount: { units: 100_000n, scale: 2 },
  systemValue: 20,
  legs: selections.map((selection) => ({ coef: oddsFrom(selection.coef), statusId: 1 })),
};

export interface InProcessFigures {
  calls: number;
  medianMicros: number;
  p99Micros: number;
}

/** Times `calls` calculations one by one after a warm-up: median and 99th percentile per call. */
export function timeCalculateInProcess(calls = 5000): InProcessFigures {
  for (let index = 0; index < 500; index += 1) calculateCoupon(settledInput);
  const times: number[] = [];
  for (let index = 0; index < calls; index += 1) {
    const startedAt = performance.now();
    calculateCoupon(settledInput);
    times.push((performance.now() - startedAt) * 1000);
  }
  times.sort((left, right) => left - right);
  const at = (share: number) => times[Math.min(times.length - 1, Math.floor(share * times.length))]!;
  return { calls, medianMicros: at(0.5), p99Micros: at(0.99) };
}

export interface CalculateHttpRow {
  connections: number;
  figures: LoadFigures;
}

/** Checks the route answers the system before loading it: a refusal would be timed as fast 400s. */
export async function checkCalculateRoute(origin: string): Promise<void> {
  const response = await fetch(`${origin}/coupon-api/calculate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(systemOf20From40),
  });
  if (response.status !== 200)
    throw new Error(`calculate answered ${response.status}: ${await response.text()}`);
  const answer = calculateCouponResponseSchema.parse(await response.json());
  if (answer.lines !== 137_846_528_820) throw new Error(`calculate counted ${answer.lines} lines`);
}

export async function runCalculateHttp(
  origin: string,
  settings: Omit<LoadSettings, 'connections'>,
  connectionCounts: readonly number[],
): Promise<CalculateHttpRow[]> {
  await checkCalculateRoute(origin);
  const rows: CalculateHttpRow[] = [];
  for (const connections of connectionCounts) {
    console.log(`bench: POST /coupon-api/calculate (system 20 from 40), ${connections} connections…`);
    const figures = await runLoad(`${origin}/coupon-api/calculate`, {
      ...settings,
      connections,
      method: 'POST',
      headers: { ...settings.headers, 'content-type': 'application/json' },
      body: JSON.stringify(systemOf20From40),
    });
    rows.push({ connections, figures });
  }
  return rows;
}

export function printCalculateReport(inProcess: InProcessFigures, rows: readonly CalculateHttpRow[]): void {
  console.log('');
  console.log(
    `calculateCoupon, system 20 from 40 (137,846,528,820 lines), in process: median ${inProcess.medianMicros.toFixed(0)} µs, p99 ${inProcess.p99Micros.toFixed(0)} µs over ${inProcess.calls} calls`,
  );
  for (const { connections, figures } of rows) {
    console.log(
      `POST /coupon-api/calculate, same coupon, ${connections} connections: ${figures.requestsPerSecond.toFixed(0)} req/s, p50 ${figures.p50.toFixed(1)} ms, p99 ${figures.p99.toFixed(1)} ms, CPU ${figures.cpuMicrosPerRequest.toFixed(0)} µs/req, ${figures.requests} requests, ${figures.non2xx + figures.errors + figures.timeouts} failed`,
    );
  }
  console.log('');
}
