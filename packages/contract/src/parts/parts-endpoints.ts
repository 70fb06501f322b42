import { z } from 'zod';
import { defineEndpoints } from '../http/endpoint.ts';
import { descriptorRequestBodySchema, descriptorSchema } from './descriptor.ts';

export const partNameSchema = z.string().regex(/^[a-z][a-z0-9-]{0,31}$/);

/** A part's failures: unknown part, a failing or stopped part, a part out of time. */
const partErrors = ['PART_NOT_FOUND', 'PART_UNAVAILABLE', 'PART_NOT_RUNNING', 'PART_TIMEOUT'] as const;

/** The micro-frontend descriptor calls of seed 001 §7. A 404 may be the part's own not-found page. */
export const partsEndpoints = defineEndpoints('parts', {
  getDescriptor: {
    method: 'GET',
    path: '/mf/:part/*',
    summary: "A part's descriptor for the route path after the part name",
    tags: ['parts'],
    params: z.object({ part: partNameSchema, '*': z.string().max(2048) }),
    response: descriptorSchema,
    answers: { 404: descriptorSchema },
    errors: partErrors,
  },
  postDescriptor: {
    method: 'POST',
    path: '/mf/:part',
    summary: "A part's descriptor for a URL (JSON mode)",
    tags: ['parts'],
    params: z.object({ part: partNameSchema }),
    headers: z.object({ 'mf-render-mode': z.literal('json'), 'mf-api-version': z.literal('v2') }),
    body: descriptorRequestBodySchema,
    response: descriptorSchema,
    answers: { 404: descriptorSchema },
    errors: partErrors,
  },
});
