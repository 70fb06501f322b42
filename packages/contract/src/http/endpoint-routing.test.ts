import { describe, expect, it } from 'vitest';
import { limitsEndpoints, paymentsEndpoints, sessionEndpoints } from '../endpoints.ts';
import { endpointRouting } from './endpoint-routing.ts';

describe('endpoint routing for browser builds', () => {
  it('keeps the requirements the caller supplies: the user token, the fingerprint, the idempotency key', () => {
    expect(endpointRouting(limitsEndpoints.getLimits)).toEqual({
      method: 'GET',
      path: '/limit-service-api/api/external/web/v3/limits',
      requires: { userToken: true },
    });
    expect(endpointRouting(paymentsEndpoints.deposit).requires).toEqual({ idempotencyKey: true });
  });

  it('drops those the server alone enforces (the session, no-store)', () => {
    expect(endpointRouting(sessionEndpoints.getToken).requires).toBeUndefined();
  });
});
