// The real server process for the crash test: `startServer` of apps/server/src/server.ts with the
// environment it is given, without the server-rendered pages (they need the production build,
// which the money paths do not touch). Killed with SIGKILL by the test, never stopped gracefully.

import { parseEnvOrExit } from '../../../../src/env.ts';
import { startServer } from '../../../../src/server.ts';

const server = await startServer({ env: parseEnvOrExit(process.env) });
process.stdout.write(`listening ${server.url}\n`);
