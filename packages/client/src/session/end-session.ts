import { sessionEndpoints } from '@parlay/contract/endpoints';
import { callEndpoint } from '../call-endpoint.ts';

/** Ends the session (seed 001: logout calls disconnect). */
export const endSession = () => callEndpoint(sessionEndpoints.disconnect, { body: {} });
