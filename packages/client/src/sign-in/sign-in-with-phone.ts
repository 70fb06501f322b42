import { signInEndpoints } from '@parlay/contract/endpoints';
import { callEndpoint } from '../call-endpoint.ts';
import { encodeCredential } from './encode-credential.ts';

/** Signs in with a phone number and password. */
export const signInWithPhone = (phoneCode: string, phoneNumber: string, password: string, save: boolean) =>
  callEndpoint(signInEndpoints.loginPhone, {
    body: { phone_number: phoneNumber, country_code: phoneCode, uPassword: encodeCredential(password), save },
  });
