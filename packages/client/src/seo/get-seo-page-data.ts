import type { SeoPageQuery } from '@parlay/contract';
import { seoEndpoints } from '@parlay/contract/endpoints';
import { callEndpoint } from '../call-endpoint.ts';

/** SEO data of a page (title, description, robots, metas, canonical and alternates). */
export const getSeoPageData = (query: SeoPageQuery) => callEndpoint(seoEndpoints.getPageData, { query });
