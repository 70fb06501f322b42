import type { SetLimitsBody } from '@parlay/contract';
import { limitsEndpoints } from '@parlay/contract/endpoints';
import { callEndpoint } from '../call-endpoint.ts';

/**
 * Sets limits: a stricter value takes effect at once; a looser one or a removal answers the
 * questions to be answered first (`answerLimitQuestions` with the answer's `tokenGuid`).
 */
export const setLimits = (body: SetLimitsBody) => callEndpoint(limitsEndpoints.setLimits, { body });
