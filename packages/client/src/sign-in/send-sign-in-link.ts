import { signInEndpoints } from '@parlay/contract/endpoints';
import { callEndpoint } from '../call-endpoint.ts';

/** Emails a sign-in link; always `{success: true}`: whether an account uses the address is never said. */
export const sendSignInLink = (email: string, language: string) =>
  callEndpoint(signInEndpoints.sendLink, { body: { email, lng: language } });
