import { signInEndpoints } from '@parlay/contract/endpoints';
import { callEndpoint } from '../call-endpoint.ts';
import { encodeCredential } from './encode-credential.ts';

/** Signs in with a login (or email, or account number) and password. */
export const signInWithLogin = (login: string, password: string, save: boolean) =>
  callEndpoint(signInEndpoints.login, {
    body: { uLogin: encodeCredential(login), uPassword: encodeCredential(password), save },
  });
