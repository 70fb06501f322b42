import { readFile } from 'node:fs/promises';
import { stripTypeScriptTypes } from 'node:module';
import { join } from 'node:path';
import { repoRoot } from '@parlay/build';
import { endpointRouting } from '@parlay/contract';
import { fingerprintEndpoints } from '@parlay/contract/endpoints';
import { sha256Base64Url } from '../../security/crypto.ts';

/**
 * The browser module the shell imports (packages/client/src/fingerprint.ts) is the one source of
 * the collection and token logic; fp.js is that file with its types erased (Node's own stripper,
 * the same one that runs our TypeScript) wrapped as a classic script that sets
 * `window.parlayFingerprint`.
 */
export const fingerprintModulePath = join(repoRoot, 'packages/client/src/fingerprint.ts');

/** The one import fp.js may carry: replaced by the routing of the fingerprint's endpoints. */
const fingerprintRoutingSource = `const fingerprintEndpoints = ${JSON.stringify({
  issueToken: endpointRouting(fingerprintEndpoints.issueToken),
})};`;
const endpointIndexImport = /^import \{ fingerprintEndpoints \} from '@parlay\/contract\/endpoints';$/m;

export interface FingerprintScript {
  source: string;
  /** Strong validator of this exact text, for conditional requests. */
  etag: string;
}

export async function buildFingerprintScript(modulePath = fingerprintModulePath): Promise<FingerprintScript> {
  const typed = await readFile(modulePath, 'utf8');
  const body = stripTypeScriptTypes(typed, { mode: 'strip' })
    .replace(endpointIndexImport, fingerprintRoutingSource)
    .replace(/^export (?=(?:async\s+)?function\b|const\b|let\b)/gm, '');
  // A module syntax left over would make the whole script fail in the browser: refuse at start.
  if (/^\s*(?:export|import)\b/m.test(body))
    throw new Error(`${modulePath} has module syntax fp.js cannot carry (only \`import type\` may stay)`);
  const source = `// Parlay fingerprint: window.parlayFingerprint.get(force?) resolves {token, expiresAt, data}.
(() => {
'use strict';
${body}
window.parlayFingerprint = Object.freeze({
  get: (force) =>
    getFingerprintResult(force === true).then((result) =>
      result === null ? Promise.reject(new Error('fingerprint unavailable')) : result,
    ),
});
})();
`;
  return { source, etag: `"${sha256Base64Url(source).slice(0, 27)}"` };
}
