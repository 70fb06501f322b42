import { redirectsEndpoints } from '@parlay/contract/endpoints';
import { callEndpoint } from '../call-endpoint.ts';

/** Where a site URL should go, by the redirect rules. */
export const resolveRedirect = (url: string) => callEndpoint(redirectsEndpoints.resolve, { body: { url } });
