import { defineEndpoints } from '../http/endpoint.ts';
import { blockCheckBodySchema, blockCheckResponseSchema, blockLightQuerySchema } from './blocks.ts';

/** The answers depend on the visitor's address and headers: no shared cache may keep them. */
export const blocksEndpoints = defineEndpoints('blocks', {
  checkVisitor: {
    method: 'GET',
    path: '/blocks-api/api/v1/block/light',
    summary: 'Whether the visitor is blocked, before the page is known (country and sign-in state)',
    tags: ['blocks'],
    query: blockLightQuerySchema,
    response: blockCheckResponseSchema,
    errors: [],
    requires: { noStore: true },
  },
  checkPage: {
    method: 'POST',
    path: '/blocks-api/api/v2/block',
    summary: 'Whether the visitor is blocked on a page (country, sign-in state and URL)',
    tags: ['blocks'],
    body: blockCheckBodySchema,
    response: blockCheckResponseSchema,
    errors: [],
    requires: { noStore: true },
  },
});
