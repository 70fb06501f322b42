/**
 * `npm run dev`: the server restarts when its own code changes (node --watch follows its imports),
 * and one Vite server inside it gives hot reload in the shell and in every part.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(fileURLToPath(new URL('.', import.meta.url)), '..');
const child = spawn(
  process.execPath,
  ['--watch', '--watch-preserve-output', path.join(root, 'apps/server/src/server.ts')],
  {
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: process.env.NODE_ENV ?? 'development', DEV_SERVER: 'true' },
  },
);
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
