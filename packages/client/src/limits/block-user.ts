import type { BlockUserBody } from '@parlay/contract';
import { limitsEndpoints } from '@parlay/contract/endpoints';
import { callEndpoint } from '../call-endpoint.ts';

/**
 * Starts a self-exclusion (30) or a timeout (33) at once (POST BlockUser): it cannot be cancelled or
 * shortened, and the server ends every session of the player.
 */
export const blockUser = (body: BlockUserBody) => callEndpoint(limitsEndpoints.blockUser, { body });
