import type { LimitActionBody } from '@parlay/contract';
import { limitsEndpoints } from '@parlay/contract/endpoints';
import { callEndpoint } from '../call-endpoint.ts';

/** Confirms (once its cooling-off is over) or rejects a pending limit (POST limitaction). */
export const actOnLimit = (body: LimitActionBody) => callEndpoint(limitsEndpoints.limitAction, { body });
