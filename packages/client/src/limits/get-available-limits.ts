import { limitsEndpoints } from '@parlay/contract/endpoints';
import { type CallOptions, callEndpoint } from '../call-endpoint.ts';

/** Every limit type the site offers, as the player has it, and the cooling-off in hours. */
export const getAvailableLimits = (options?: CallOptions) =>
  callEndpoint(limitsEndpoints.getAvailableLimits, {}, options);
