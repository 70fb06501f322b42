import { recoveryEndpoints } from '@parlay/contract/endpoints';
import { callEndpoint } from '../call-endpoint.ts';

/** Saves the new password of a recovery; every session of the account ends. */
export const saveRecoveredPassword = (code: string, password: string) =>
  callEndpoint(recoveryEndpoints.save, { body: { code, password } });
