import { z } from 'zod';
import { defineEndpoints } from '../http/endpoint.ts';
import { seoPageDataSchema, seoPageQuerySchema } from './seo.ts';

export const seoEndpoints = defineEndpoints('seo', {
  getPageData: {
    method: 'GET',
    path: '/bff-api/seo/page',
    summary: 'SEO data of a page: title, description, robots, metas, canonical and alternate links',
    description:
      "Links are absolute on the site's origin (PUBLIC_URL). `path` is the page as served (`/en/live`); it may be left out for routes without required params.",
    tags: ['seo'],
    query: seoPageQuerySchema,
    response: seoPageDataSchema,
    errors: [],
  },
  getRobotsTxt: {
    method: 'GET',
    path: '/robots.txt',
    summary: 'What crawlers may visit, and where the sitemap is',
    tags: ['seo'],
    response: z.string(),
    produces: 'text',
    errors: [],
  },
  getSitemap: {
    method: 'GET',
    path: '/sitemap.xml',
    summary: 'Every indexable page in every language, with its alternates',
    tags: ['seo'],
    response: z.string(),
    produces: 'xml',
    errors: [],
  },
});
