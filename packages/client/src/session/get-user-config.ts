import { sessionEndpoints } from '@parlay/contract/endpoints';
import { callEndpoint } from '../call-endpoint.ts';

/** The signed-in player's configuration (seed 001 §3 "User config"). */
export const getUserConfig = () => callEndpoint(sessionEndpoints.userConfig, {});
