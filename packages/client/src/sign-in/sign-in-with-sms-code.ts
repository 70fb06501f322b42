import { signInEndpoints } from '@parlay/contract/endpoints';
import { callEndpoint } from '../call-endpoint.ts';

/** Signs in with the SMS code sent last. */
export const signInWithSmsCode = (code: string, save: boolean) =>
  callEndpoint(signInEndpoints.smsCode, { body: { 'sms-code': code, save } });
