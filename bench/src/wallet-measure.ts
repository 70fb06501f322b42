/** What the wallet scenario's runners share: their settings, their figures and the timed loop. */

export interface WalletBenchSettings {
  url: string;
  /** Seconds of load per run, after `warmup` seconds not counted. */
  duration: number;
  warmup: number;
  workers: number;
}

export interface WalletFigures {
  transfersPerSecond: number;
  p50: number;
  p99: number;
  transfers: number;
  failed: number;
}

/**
 * `settings.workers` loops calling `once` (with the loop's number) for the warmup and then the
 * measured seconds; counts the calls begun and finished inside the measured window, and the
 * failures begun in it.
 */
export async function measure(
  settings: Pick<WalletBenchSettings, 'duration' | 'warmup' | 'workers'>,
  once: (worker: number) => Promise<void>,
): Promise<WalletFigures> {
  const latencies: number[] = [];
  let failed = 0;
  const measureFrom = performance.now() + settings.warmup * 1000;
  const stopAt = measureFrom + settings.duration * 1000;
  const worker = async (number: number) => {
    while (performance.now() < stopAt) {
      const begin = performance.now();
      try {
        await once(number);
      } catch {
        if (begin >= measureFrom) failed += 1;
        continue;
      }
      const end = performance.now();
      if (begin >= measureFrom && end <= stopAt) latencies.push(end - begin);
    }
  };
  await Promise.all(Array.from({ length: settings.workers }, (_, number) => worker(number)));
  return figures(latencies, latencies.length, failed, settings.duration);
}

export function figures(
  latencies: number[],
  transfers: number,
  failed: number,
  seconds: number,
): WalletFigures {
  latencies.sort((a, b) => a - b);
  const at = (share: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor(share * latencies.length))] ?? 0;
  return { transfersPerSecond: transfers / seconds, p50: at(0.5), p99: at(0.99), transfers, failed };
}
