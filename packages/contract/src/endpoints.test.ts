import { describe, expect, it } from 'vitest';
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
});
