import { randomBytes } from 'node:crypto';
import type { DemoOidcRegistration } from '../identity/index.ts';

/** Where the demo provider is served on this site. */
export const demoOidcBasePath = '/demo-oidc';

/** Our relying party's callback for the demo provider (the social module's callback route). */
const demoCallbackPath = '/social-api/oauth/demo/callback';

const loopbackHostnames = ['127.0.0.1', 'localhost', '[::1]'];

export interface DemoProviderRegistration extends DemoOidcRegistration {
  /** The exact redirect URIs the demo client may use. */
  redirectUris(): string[];
}

/**
 * The demo client as a real provider would have it on file: an id and secret made up for this
 * process (both sides live in it), the issuer on the site's public origin, and the callback URL(s).
 * On a loopback origin the callback may use any loopback name with the same port, since a browser
 * may open the site as localhost or 127.0.0.1 and our relying party builds its redirect_uri from
 * the address the browser used.
 */
export function createDemoProviderRegistration(publicOrigin: () => string): DemoProviderRegistration {
  return {
    clientId: `parlay-demo-${randomBytes(6).toString('hex')}`,
    clientSecret: randomBytes(32).toString('base64url'),
    issuer: () => new URL(`${publicOrigin()}${demoOidcBasePath}`),
    redirectUris() {
      const origin = new URL(publicOrigin());
      if (origin.protocol !== 'http:' || !loopbackHostnames.includes(origin.hostname))
        return [`${origin.origin}${demoCallbackPath}`];
      return loopbackHostnames.map((hostname) => {
        const alias = new URL(origin.origin);
        alias.hostname = hostname;
        return `${alias.origin}${demoCallbackPath}`;
      });
    },
  };
}
