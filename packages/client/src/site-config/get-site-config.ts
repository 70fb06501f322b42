import { siteConfigEndpoints } from '@parlay/contract/endpoints';
import { callEndpoint } from '../call-endpoint.ts';

/** The whole site configuration for a language. */
export const getSiteConfig = (language: string) =>
  callEndpoint(siteConfigEndpoints.getAll, { query: { lang: language } });
