import { defineEndpoints, notModifiedSchema } from '../http/endpoint.ts';
import {
  fingerprintBodySchema,
  fingerprintScriptSchema,
  fingerprintTokenResponseSchema,
} from './fingerprint.ts';

/** The fingerprint script and the token the calls with `requires.fingerprint` carry in `X-Fingerprint`. */
export const fingerprintEndpoints = defineEndpoints('fingerprint', {
  script: {
    method: 'GET',
    path: '/web-api/fingerprint/fp.js',
    summary: 'The fingerprint script: defines window.parlayFingerprint.get()',
    tags: ['fingerprint'],
    response: fingerprintScriptSchema,
    produces: 'javascript',
    // Cacheable for an hour, then revalidated by ETag.
    answers: { 304: notModifiedSchema },
    errors: [],
  },
  issueToken: {
    method: 'POST',
    path: '/web-api/fingerprint',
    summary: "Exchanges the browser's components hash for a signed fingerprint token (24 h)",
    tags: ['fingerprint'],
    body: fingerprintBodySchema,
    response: fingerprintTokenResponseSchema,
    errors: [],
    requires: { noStore: true },
  },
});
