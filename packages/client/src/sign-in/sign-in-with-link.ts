import type { TokenLoginBody } from '@parlay/contract';
import { signInEndpoints } from '@parlay/contract/endpoints';
import { callEndpoint } from '../call-endpoint.ts';

/** Signs in with a sign-in link's three values, sent as the link carried them. */
export const signInWithLink = (link: Omit<TokenLoginBody, 'lng'>, language: string) =>
  callEndpoint(signInEndpoints.token, { body: { ...link, lng: language } });
