import { limitsEndpoints } from '@parlay/contract/endpoints';
import { type CallOptions, callEndpoint } from '../call-endpoint.ts';

/** The reasons a player may give for a self-exclusion or a timeout (GET reasons/selfexclude). */
export const getSelfExcludeReasons = (options?: CallOptions) =>
  callEndpoint(limitsEndpoints.getSelfExcludeReasons, {}, options);
