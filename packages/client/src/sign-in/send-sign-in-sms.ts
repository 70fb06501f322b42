import { signInEndpoints } from '@parlay/contract/endpoints';
import { callEndpoint } from '../call-endpoint.ts';

/** Sends a sign-in code by SMS (the same answer whether or not the phone has an account). */
export const sendSignInSms = (phoneCode: string, phoneNumber: string) =>
  callEndpoint(signInEndpoints.sendSms, { body: { 'phone-number': phoneNumber, 'phone-code': phoneCode } });
