import { registrationEndpoints } from '@parlay/contract/endpoints';
import { callEndpoint } from '../call-endpoint.ts';

/** Emails the generated login and password of a fast registration. */
export const sendCredentialsByEmail = (email: string) =>
  callEndpoint(registrationEndpoints.sendCredentials, { body: { email } });
