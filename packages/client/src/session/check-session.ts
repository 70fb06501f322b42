import { sessionEndpoints } from '@parlay/contract/endpoints';
import { callEndpoint } from '../call-endpoint.ts';

/** The session check: who is signed in, their ban and terms state, the CSRF token. */
export const checkSession = () => callEndpoint(sessionEndpoints.check, {});
