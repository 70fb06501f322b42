import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as groups from './endpoints.ts';
import type { Endpoint } from './http/endpoint.ts';

const endpoints: Endpoint[] = Object.values(groups).flatMap((group) => Object.values(group));

describe('the endpoint index', () => {
  it('declares each method and path once', () => {
    const routes = endpoints.map((endpoint) => `${endpoint.method} ${endpoint.path}`);
    expect(routes.filter((route, index) => routes.indexOf(route) !== index)).toEqual([]);
  });

  it('gives each endpoint an id of its own', () => {
    const ids = endpoints.map((endpoint) => endpoint.id);
    expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
  });

  it('lists no success status among the answers in a format of their own', () => {
    for (const endpoint of endpoints) {
      const own = Object.keys(endpoint.answers ?? {}).map(Number);
      expect(own, endpoint.id).not.toContain(endpoint.status ?? 200);
    }
  });

  it('lets no cache keep an answer that carries a password or depends on who is signed in', () => {
    const carriesPassword = (endpoint: Endpoint): boolean =>
      /"password":/.test(JSON.stringify(z.toJSONSchema(endpoint.response, { unrepresentable: 'any' })));
    const personal = endpoints.filter(
      (endpoint) =>
        carriesPassword(endpoint) || (endpoint.method === 'GET' && endpoint.requires?.session !== undefined),
    );
    expect(personal.map((endpoint) => endpoint.id)).toContain('registration.register');
    for (const endpoint of personal) expect(endpoint.requires?.noStore, endpoint.id).toBe(true);
    expect(groups.sessionEndpoints.rights.requires?.noStore).toBe(true);
  });
});
