import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createDemoOidcService } from './demo-oidc-service.ts';
import type { DemoProviderRegistration } from './demo-provider-registration.ts';
import { demoOidcRoutes } from './routes.ts';
import { createDemoSigningKey } from './signing-key.ts';

export {
  createDemoProviderRegistration,
  type DemoProviderRegistration,
  demoOidcBasePath,
} from './demo-provider-registration.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The demo client on file at the built-in provider (present only with DEMO_SOCIAL_PROVIDER):
     * for tests that play the relying party's side of the protocol themselves.
     */
    demoIdentityProvider?: DemoProviderRegistration;
  }
}

export interface DemoIdentityProviderOptions {
  /** The demo client as both sides know it (app.ts hands the same to the social module). */
  registration: DemoProviderRegistration;
}

/**
 * A small OpenID Connect provider served by the site itself under `/demo-oidc`
 * (DEMO_SOCIAL_PROVIDER=true), standing where a real third party would, so a person trying the
 * site can use social sign-in. Our relying party reaches it through the same OpenID Connect client
 * as any real provider. Anyone signs in as any name and email they type: never for a real deployment.
 */
async function demoIdentityProviderModule(
  app: FastifyInstance,
  { registration }: DemoIdentityProviderOptions,
): Promise<void> {
  const signingKey = await createDemoSigningKey();
  app.decorate('demoIdentityProvider', registration);
  app.log.warn(
    'DEMO_SOCIAL_PROVIDER is on: the built-in demo OpenID provider at /demo-oidc signs anyone in as ' +
      'any email they type. Switch it off (the default) for a real deployment.',
  );
  await app.register(demoOidcRoutes, {
    service: createDemoOidcService({ registration, signingKey }),
    registration,
    signingKey,
  });
}

export default fp(demoIdentityProviderModule, {
  name: 'demo-identity-provider',
  dependencies: ['request-context'],
});
