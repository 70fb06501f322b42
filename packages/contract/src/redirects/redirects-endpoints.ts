import { defineEndpoints } from '../http/endpoint.ts';
import { redirectLightBodySchema, redirectLightResponseSchema } from './redirects.ts';

export const redirectsEndpoints = defineEndpoints('redirects', {
  resolve: {
    method: 'POST',
    path: '/redirects-api/api/v1/redirect-light',
    summary: 'Where a site URL should go: the redirect rules applied to it, and its breadcrumbs',
    tags: ['redirects'],
    body: redirectLightBodySchema,
    response: redirectLightResponseSchema,
    errors: [],
  },
});
