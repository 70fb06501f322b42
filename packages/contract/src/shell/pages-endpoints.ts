import { z } from 'zod';
import { defineEndpoints } from '../http/endpoint.ts';
import { appVersionSchema } from './shell-render.ts';

/** What the page server answers besides pages. */
export const pagesEndpoints = defineEndpoints('pages', {
  getAppVersion: {
    method: 'GET',
    path: '/bff-api/app/version',
    summary: 'The build the server renders (the browser offers a reload when it changed)',
    tags: ['pages'],
    response: appVersionSchema,
    errors: [],
    requires: { noStore: true },
  },
  getPolicyLogo: {
    method: 'GET',
    path: '/web-api/policy/logo.agif',
    summary: 'The licence seal shown in the footer area (an SVG image)',
    tags: ['pages'],
    response: z.instanceof(Uint8Array),
    produces: 'image',
    errors: [],
  },
});
