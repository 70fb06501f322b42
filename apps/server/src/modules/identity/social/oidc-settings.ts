import { configurableSocialProviderIds, type SocialProviderId } from '@parlay/contract';

/** One OpenID Connect provider the site signs in with, as the environment configures it. */
export interface OidcProviderSettings {
  id: SocialProviderId;
  /** The issuer identifier; its `/.well-known/openid-configuration` is read on first use. */
  issuer: URL;
  clientId: string;
  clientSecret: string;
}

export interface OidcSettingsProblem {
  variable: string;
  message: string;
}

export type OidcSettingsResult =
  | { success: true; providers: OidcProviderSettings[] }
  | { success: false; problems: OidcSettingsProblem[] };

/** `OIDC_GOOGLE_ISSUER` for `google`: the variable names of one provider. */
export function oidcVariableNames(id: SocialProviderId) {
  const prefix = `OIDC_${id.toUpperCase()}`;
  return {
    issuer: `${prefix}_ISSUER`,
    clientId: `${prefix}_CLIENT_ID`,
    clientSecret: `${prefix}_CLIENT_SECRET`,
  } as const;
}

const loopbackHosts = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Reads `OIDC_PROVIDERS=google,vk` and, for each listed id, `OIDC_<ID>_ISSUER`, `OIDC_<ID>_CLIENT_ID`
 * and `OIDC_<ID>_CLIENT_SECRET`. The three are dynamic names a fixed zod object cannot list, hence
 * this parser beside the schema. Issuers must be https; plain http is accepted only for a loopback
 * issuer outside production (a local test or development identity provider).
 */
export function parseOidcSettings(source: Readonly<Record<string, string | undefined>>): OidcSettingsResult {
  const list = source.OIDC_PROVIDERS?.trim() ?? '';
  if (list === '') return { success: true, providers: [] };
  const production = source.NODE_ENV === 'production';
  const problems: OidcSettingsProblem[] = [];
  const providers: OidcProviderSettings[] = [];
  const seen = new Set<string>();
  for (const entry of list.split(',').map((id) => id.trim().toLowerCase())) {
    if (!isProviderId(entry)) {
      problems.push({
        variable: 'OIDC_PROVIDERS',
        message: `unknown provider "${entry}" (expected some of ${configurableSocialProviderIds.join(', ')})`,
      });
      continue;
    }
    if (seen.has(entry)) continue;
    seen.add(entry);
    const names = oidcVariableNames(entry);
    const issuerText = source[names.issuer]?.trim() ?? '';
    const clientId = source[names.clientId]?.trim() ?? '';
    const clientSecret = source[names.clientSecret]?.trim() ?? '';
    const issuer = issuerUrl(issuerText, production);
    if (typeof issuer === 'string') problems.push({ variable: names.issuer, message: issuer });
    if (clientId === '')
      problems.push({ variable: names.clientId, message: 'required for a listed provider' });
    if (clientSecret === '')
      problems.push({ variable: names.clientSecret, message: 'required for a listed provider' });
    if (typeof issuer !== 'string' && clientId !== '' && clientSecret !== '')
      providers.push({ id: entry, issuer, clientId, clientSecret });
  }
  return problems.length > 0 ? { success: false, problems } : { success: true, providers };
}

/** Only the seed's providers: `demo` is built in and switched on by DEMO_SOCIAL_PROVIDER instead. */
function isProviderId(value: string): value is SocialProviderId {
  return (configurableSocialProviderIds as readonly string[]).includes(value);
}

/** The issuer URL, or what is wrong with it. */
function issuerUrl(text: string, production: boolean): URL | string {
  if (text === '') return 'required for a listed provider';
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return 'expected an https URL';
  }
  if (url.search !== '' || url.hash !== '') return 'an issuer has no query or fragment';
  if (url.protocol === 'https:') return url;
  if (url.protocol === 'http:' && !production && loopbackHosts.has(url.hostname)) return url;
  return production ? 'expected an https URL' : 'expected an https URL (http only for a loopback issuer)';
}

/** Whether requests to this issuer may use plain http (see parseOidcSettings). */
export function isInsecureLoopbackIssuer(issuer: URL): boolean {
  return issuer.protocol === 'http:' && loopbackHosts.has(issuer.hostname);
}

/** What the site's own demo provider (`/demo-oidc`) registers its relying party with. */
export interface DemoOidcRegistration {
  /** The demo issuer, `<site origin>/demo-oidc`; known only once the server listens, hence a function. */
  issuer: () => URL;
  clientId: string;
  clientSecret: string;
}

/**
 * The `demo` provider entry for the social module: the same OpenID Connect client as real
 * providers. Its issuer is read through a getter because the site's origin may be known only
 * after listen (PORT=0); the client reads `issuer` first when it discovers, on first use. It is not
 * held to the env rule above: its http issuer is the site itself, which the demo module only allows
 * on a loopback address or behind an https PUBLIC_URL (env.ts), also in production.
 */
export function demoOidcProviderSettings(registration: DemoOidcRegistration): OidcProviderSettings {
  return {
    id: 'demo',
    get issuer() {
      return registration.issuer();
    },
    clientId: registration.clientId,
    clientSecret: registration.clientSecret,
  };
}
