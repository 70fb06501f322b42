import { randomBytes } from 'node:crypto';
import { randomToken } from '../../security/crypto.ts';
import type { DemoOidcRegistration } from '../identity/index.ts';

/** Where the demo provider is served on this site. */
export const demoOidcBasePath = '/demo-oidc';

/** Our relying party's callback for the demo provider (the social module's callback route). */
const demoCallbackPath = '/social-api/oauth/demo/callback';

export interface DemoProviderRegistration extends DemoOidcRegistration {
  /** The exact redirect URIs the demo client may use (the one on the site's origin). */
  redirectUris(): string[];
}

/**
 * The demo client as a real provider would have it on file: an id and secret made up for this
 * process (both sides live in it), the issuer and the callback URL on the site's public origin.
 */
export function createDemoProviderRegistration(publicOrigin: () => string): DemoProviderRegistration {
  return {
    clientId: `parlay-demo-${randomBytes(6).toString('hex')}`,
    clientSecret: randomToken(),
    issuer: () => new URL(`${publicOrigin()}${demoOidcBasePath}`),
    redirectUris: () => [`${publicOrigin()}${demoCallbackPath}`],
  };
}
