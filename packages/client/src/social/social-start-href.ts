import { socialEndpoints } from '@parlay/contract/endpoints';
import { endpointUrl } from '../endpoint-url.ts';

/** Where a social button leads: the provider's sign-in, then back to `returnUrl` on this site. */
export const socialStartHref = (provider: string, language: string, returnUrl: string) =>
  endpointUrl(socialEndpoints.start, {
    params: { provider },
    query: { lang: language, return_url: returnUrl },
  });
