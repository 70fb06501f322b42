import { registrationEndpoints } from '@parlay/contract/endpoints';
import { callEndpoint } from '../call-endpoint.ts';

/** Sends the code that proves a phone registration's number. */
export const sendRegistrationSms = (phoneCode: string, phoneNumber: string) =>
  callEndpoint(registrationEndpoints.sendSms, { body: { phone_code: phoneCode, phone_number: phoneNumber } });
