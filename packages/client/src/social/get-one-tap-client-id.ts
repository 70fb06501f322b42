import { socialEndpoints } from '@parlay/contract/endpoints';
import { callEndpoint } from '../call-endpoint.ts';

/** Our Google client id for the One Tap prompt (404 when Google is not configured). */
export const getOneTapClientId = () => callEndpoint(socialEndpoints.oneTapClientId, {});
