import type { AddressInfo } from 'node:net';
import { geoCountryHeader } from '@parlay/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Env } from '../../env.ts';
import { createCidrSet } from '../../http/cidr.ts';

/** The visitor's country and what it was read from. */
export interface VisitorCountry {
  /** ISO 3166-1 alpha-2, or null when unknown. */
  code: string | null;
  /**
   * `geo-header`: a trusted proxy said it, so an answer may be cached per header value.
   * `address`: looked up from the client address, so an answer depending on it is the visitor's own.
   */
  source: 'geo-header' | 'address';
}

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * `https://parlay.example`: where visitors reach this site, the base of every absolute link
     * (canonical and hreflang links, the sitemap, mailed links, OpenID redirect URIs, the demo
     * provider's issuer). PUBLIC_URL (validated at start) when set, else the address the server
     * listens on. Never the request's Host header: a link must not point wherever a request says.
     * Throws before listen when PUBLIC_URL is unset.
     */
    publicOrigin(): string;
  }
  interface FastifyRequest {
    /**
     * The visitor's country: the `x-geo-country` header when the request came through a proxy
     * TRUST_PROXY trusts (anyone else can send the header), else the client address in the IP
     * range table. Looked up once per request, on first use.
     */
    visitorCountry(): Promise<VisitorCountry>;
  }
}

/** A two-letter country code in upper case (`ua` → `UA`), or null when the value is not one. */
export function countryCodeOf(value: string | null | undefined): string | null {
  const code = value?.trim().toUpperCase();
  return code !== undefined && /^[A-Z]{2}$/.test(code) ? code : null;
}

/** Listening on every interface: this machine reaches the site through the loopback address. */
const wildcardAddresses = new Set(['0.0.0.0', '::']);

/** `http://127.0.0.1:3000` from the listening socket's address (IPv6 in brackets). */
export function originOfAddress(address: AddressInfo): string {
  const host = wildcardAddresses.has(address.address) ? '127.0.0.1' : address.address;
  return `http://${host.includes(':') ? `[${host}]` : host}:${address.port}`;
}

/**
 * Who may set the geo header: the proxies TRUST_PROXY names (`true`: whatever is in front, a hop
 * count above 0: the nearest peer, a list: peers in it). With TRUST_PROXY unset nobody may. The
 * proxy must overwrite any header the client sent.
 */
export function geoHeaderTrust(trustProxy: Env['TRUST_PROXY']): (peerAddress: string | undefined) => boolean {
  if (typeof trustProxy === 'boolean') return () => trustProxy;
  if (typeof trustProxy === 'number') return () => trustProxy > 0;
  const proxies = createCidrSet(trustProxy);
  return (peerAddress) => peerAddress !== undefined && proxies.has(peerAddress);
}

export interface RequestContextOptions {
  env: Pick<Env, 'PUBLIC_URL' | 'TRUST_PROXY'>;
  /**
   * The country of a client address (the IP range table; null for private and unknown ones).
   * Called at request time, so the module owning the table may be registered after this plugin.
   */
  countryOfAddress: (address: string) => Promise<string | null>;
}

/** What every module asks of a request and of the site alike: the visitor's country and the site's origin. */
async function requestContext(app: FastifyInstance, { env, countryOfAddress }: RequestContextOptions) {
  const configured = env.PUBLIC_URL;
  // PORT may be 0 (tests): the real port exists only after listen, so resolve on first use.
  app.decorate('publicOrigin', (): string => {
    if (configured !== undefined) return configured;
    const address = app.server.address();
    if (address === null || typeof address === 'string')
      throw new Error('the public origin is known once the server listens on a port (or set PUBLIC_URL)');
    return originOfAddress(address);
  });

  const trustsGeoHeaderFrom = geoHeaderTrust(env.TRUST_PROXY);
  const countries = new WeakMap<FastifyRequest, Promise<VisitorCountry>>();
  const resolve = async (request: FastifyRequest): Promise<VisitorCountry> => {
    if (trustsGeoHeaderFrom(request.socket.remoteAddress)) {
      const header = request.headers[geoCountryHeader];
      // A repeated header is ambiguous: ignore it rather than pick one.
      const code = typeof header === 'string' ? countryCodeOf(header) : null;
      if (code !== null) return { code, source: 'geo-header' };
    }
    // request.ip is the client's address as TRUST_PROXY allows X-Forwarded-For to tell it.
    return { code: await countryOfAddress(request.ip), source: 'address' };
  };
  app.decorateRequest('visitorCountry', function (this: FastifyRequest) {
    let country = countries.get(this);
    if (country === undefined) {
      country = resolve(this);
      countries.set(this, country);
    }
    return country;
  });
}

export default fp(requestContext, { name: 'request-context' });
