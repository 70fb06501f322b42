import { socialEndpoints } from '@parlay/contract/endpoints';
import { callEndpoint } from '../call-endpoint.ts';

/** The social identity waiting to be registered or bound (soc_reg form). */
export const getPendingSocialIdentity = (signal?: AbortSignal) =>
  callEndpoint(socialEndpoints.pending, {}, { signal });
