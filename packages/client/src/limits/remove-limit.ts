import { limitsEndpoints } from '@parlay/contract/endpoints';
import { callEndpoint } from '../call-endpoint.ts';

/** Asks to remove a limit (DELETE limit): like a raise, after the questions and the cooling-off. */
export const removeLimit = (limitId: string) =>
  callEndpoint(limitsEndpoints.removeLimit, { query: { limitId } });
