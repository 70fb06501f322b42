import { recoveryEndpoints } from '@parlay/contract/endpoints';
import { callEndpoint } from '../call-endpoint.ts';

/** Checks a recovery code before the new password is asked for. */
export const checkRecoveryCode = (code: string) => callEndpoint(recoveryEndpoints.check, { body: { code } });
