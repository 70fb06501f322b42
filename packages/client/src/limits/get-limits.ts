import { limitsEndpoints } from '@parlay/contract/endpoints';
import { type CallOptions, callEndpoint } from '../call-endpoint.ts';

/** The player's limits in force and pending (seed 001 §7 "Limit service": GET limits). */
export const getLimits = (options?: CallOptions) => callEndpoint(limitsEndpoints.getLimits, {}, options);
