import type { SocialProvidersResponse } from '@parlay/contract';
import { socialEndpoints } from '@parlay/contract/endpoints';
import { callEndpoint } from '../call-endpoint.ts';

/** The social sign-in providers the site offers. */
export const getSocialProviders = (signal?: AbortSignal) =>
  callEndpoint(socialEndpoints.providers, {}, { signal });

export type SocialProvider = SocialProvidersResponse['providers'][number];
