import { sessionEndpoints } from '@parlay/contract/endpoints';
import { callEndpoint } from '../call-endpoint.ts';

/** Records that the player accepted the current terms. */
export const confirmTerms = () => callEndpoint(sessionEndpoints.confirmTerms, { body: {} });
