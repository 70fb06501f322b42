import type { GoogleOneTapBody } from '@parlay/contract';
import { socialEndpoints } from '@parlay/contract/endpoints';
import { callEndpoint } from '../call-endpoint.ts';

/** Signs in (or registers) with a Google One Tap credential and what to register a first account with; answers where to go. */
export const signInWithOneTap = (body: GoogleOneTapBody) => callEndpoint(socialEndpoints.oneTap, { body });
