import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Env } from '../../env.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * `https://parlay.example`: where visitors reach this site, for absolute links that leave the
     * request (mails) and for the demo provider's issuer. PUBLIC_URL when set, else the address the
     * server listens on. Never the request's Host header: a link mailed to someone else must not
     * point wherever the requester says. Throws before listen when PUBLIC_URL is unset.
     */
    publicOrigin(): string;
  }
}

/** Listening on every interface: this machine reaches the site through the loopback address. */
const wildcardAddresses = new Set(['0.0.0.0', '::']);

/** `http://127.0.0.1:3000` from the listening socket's address (IPv6 in brackets). */
export function originOfAddress(address: AddressInfo): string {
  const host = wildcardAddresses.has(address.address) ? '127.0.0.1' : address.address;
  return `http://${host.includes(':') ? `[${host}]` : host}:${address.port}`;
}

async function publicOriginPlugin(app: FastifyInstance, { env }: { env: Env }): Promise<void> {
  const configured = env.PUBLIC_URL;
  // PORT may be 0 (tests): the real port exists only after listen, so resolve on first use.
  app.decorate('publicOrigin', (): string => {
    if (configured !== undefined) return configured;
    const address = app.server.address();
    if (address === null || typeof address === 'string')
      throw new Error('the public origin is known once the server listens on a port (or set PUBLIC_URL)');
    return originOfAddress(address);
  });
}

export default fp(publicOriginPlugin, { name: 'public-origin' });
