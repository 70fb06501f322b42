import { debuggerEndpoints } from '@parlay/contract/endpoints';
import { callEndpoint } from '../call-endpoint.ts';

/** The message outbox the debugger page lists (only where the debugger is on). */
export const getOutbox = (signal?: AbortSignal) =>
  callEndpoint(debuggerEndpoints.outbox, { query: {} }, { signal });
