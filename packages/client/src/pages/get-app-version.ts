import { pagesEndpoints } from '@parlay/contract/endpoints';
import { callEndpoint } from '../call-endpoint.ts';

/** The build the server renders now. */
export const getAppVersion = () => callEndpoint(pagesEndpoints.getAppVersion, {});
