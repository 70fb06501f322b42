import { limitsEndpoints } from '@parlay/contract/endpoints';
import { callEndpoint } from '../call-endpoint.ts';

/** The session's start and limit, the reality-check interval and this session's play (the client limits call). */
export const getSessionLimits = () => callEndpoint(limitsEndpoints.getClientLimits, {});

/** The 30 s ping while a session limit exists: whether it has run out (seed 000 §7). */
export const pingSessionLimit = (signal?: AbortSignal) =>
  callEndpoint(limitsEndpoints.ping, { body: {} }, { signal });
