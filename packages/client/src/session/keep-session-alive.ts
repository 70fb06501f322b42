import { sessionEndpoints } from '@parlay/contract/endpoints';
import { callEndpoint } from '../call-endpoint.ts';

/** Touches the session's idle timer (plain "ok"). */
export const keepSessionAlive = () => callEndpoint(sessionEndpoints.keepAlive, {});
