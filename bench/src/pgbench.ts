/**
 * Runs a pgbench script against a database: `warmup` seconds not counted, then `duration` seconds
 * logged per transaction, each transaction's latency read from pgbench's log (the figure the
 * service's runs are compared with).
 */
import { execFile } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { figures, type WalletFigures } from './wallet-measure.ts';

const run = promisify(execFile);

export interface PgbenchRun {
  duration: number;
  warmup: number;
  /** Concurrent clients (`-c`). */
  clients: number;
  /** The script's variables (`-D name=value`). */
  defines: Readonly<Record<string, string | number>>;
}

/** A script and how often pgbench picks it against the others (`-f file@weight`). */
export interface PgbenchScript {
  sql: string;
  weight: number;
}

export async function runPgbench(
  url: string,
  scripts: readonly PgbenchScript[],
  settings: PgbenchRun,
): Promise<WalletFigures> {
  const directory = await mkdtemp(path.join(tmpdir(), 'parlay-pgbench-'));
  try {
    const common = ['-n', '-c', String(settings.clients), '-j', '2'];
    for (const [index, script] of scripts.entries()) {
      const file = path.join(directory, `script-${index}.sql`);
      await writeFile(file, script.sql);
      common.push('-f', `${file}@${script.weight}`);
    }
    for (const [name, value] of Object.entries(settings.defines)) common.push('-D', `${name}=${value}`);
    if (settings.warmup > 0) await run('pgbench', [...common, '-T', String(settings.warmup), url]);
    const logPrefix = path.join(directory, 'log');
    const { stdout } = await run('pgbench', [
      ...common,
      '-T',
      String(settings.duration),
      '-l',
      '--log-prefix',
      logPrefix,
      url,
    ]);
    const failedMatch = /number of failed transactions: (\d+)/.exec(stdout);
    const latencies: number[] = [];
    for (const file of await readdir(directory)) {
      if (!file.startsWith('log')) continue;
      for (const line of (await readFile(path.join(directory, file), 'utf8')).split('\n')) {
        // client_id transaction_no time script_no time_epoch time_us: time is the latency in µs.
        const latency = Number(line.split(' ')[2]);
        if (Number.isFinite(latency) && line.trim() !== '') latencies.push(latency / 1000);
      }
    }
    return figures(latencies, latencies.length, Number(failedMatch?.[1] ?? 0), settings.duration);
  } finally {
    await rm(directory, { recursive: true, force: true });
  }
}
