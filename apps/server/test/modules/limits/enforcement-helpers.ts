import { type Limit, limitsResponseSchema } from '@parlay/contract';
import { expect } from 'vitest';
import type { AuthClient } from '../identity/auth-client.ts';
import { userTokenOf, v3 } from './limits-helpers.ts';

/**
 * Sets a limit the player has none of (a stricter change: in force at once). Money in minor units.
 * Asked in Ukrainian: the Ukrainian site offers every limit type (the English one no wagering or
 * loss limits).
 */
export async function setLimit(client: AuthClient, limitType: number, limitValue: number): Promise<void> {
  const response = await client.post(
    `${v3}/limits`,
    { limits: [{ limitType, limitValue }] },
    { headers: { 'x-auth': await userTokenOf(client), 'x-language': 'uk' } },
  );
  expect(response.statusCode, response.body).toBe(200);
}

/** Starts a self-exclusion (30) or a timeout (33) of `days`. */
export async function blockUser(client: AuthClient, limitType: 30 | 33, days: number): Promise<void> {
  const response = await client.post(
    `${v3}/BlockUser`,
    { limitType, limitValue: days },
    { headers: { 'x-auth': await userTokenOf(client) } },
  );
  expect(response.statusCode, response.body).toBe(200);
}

/** The player's limits as the limit service answers them. */
export async function limitsOf(client: AuthClient): Promise<Limit[]> {
  const response = await client.get(`${v3}/limits`, { headers: { 'x-auth': await userTokenOf(client) } });
  expect(response.statusCode, response.body).toBe(200);
  return limitsResponseSchema.parse(response.json()).limits;
}
