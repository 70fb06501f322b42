import { describe, expect, it } from 'vitest';
import { userIdRange } from '../../../src/modules/identity/user-ids.ts';
import { createUsersRepository } from '../../../src/modules/identity/users-repository.ts';
import { createUsersService } from '../../../src/modules/identity/users-service.ts';
import { useTestApp } from '../../helpers/test-app.ts';
import { testDatabaseKinds } from '../../helpers/test-databases.ts';
import { authClient, registerFast } from './auth-client.ts';

const newPlayer = {
  password: 'a-password-1',
  countryId: 1,
  currency: 'RUB',
  registrationType: 'fast_reg',
} as const;

describe.each(testDatabaseKinds)('user ids on %s', (kind) => {
  const context = useTestApp(kind);

  it('gives registrations one after another ids that are neither consecutive nor close, spread over the 10-digit range', async () => {
    const ids: number[] = [];
    for (let registration = 0; registration < 8; registration += 1)
      ids.push((await registerFast(authClient(context.app))).userId);

    for (const id of ids) {
      expect(id).toBeGreaterThanOrEqual(userIdRange.min);
      expect(id).toBeLessThanOrEqual(userIdRange.max);
      expect(String(id)).toMatch(/^[1-9]\d{9}$/);
    }
    // A sequence, even one with gaps or a step other than 1, puts neighbours close together; eight
    // uniform draws land this close (a millionth of the range) about once in a million runs.
    const steps = ids.slice(1).map((id, index) => Math.abs(id - (ids[index] as number)));
    expect(Math.min(...steps)).toBeGreaterThan((userIdRange.max - userIdRange.min) / 1_000_000);
    // And they spread over the range instead of bunching in one part of it (fails about once in
    // ten million runs).
    expect(Math.max(...ids) - Math.min(...ids)).toBeGreaterThan((userIdRange.max - userIdRange.min) / 10);
  });

  it('draws again when the drawn id is taken, and the new player signs in by the id they got', async () => {
    const taken = await context.app.identity.users.create(newPlayer);
    const draws = [taken.id, taken.id, userIdRange.min + 4_242];
    const users = createUsersService({
      repository: createUsersRepository(context.app.db),
      events: context.app.events,
      drawUserId: () => draws.shift() ?? userIdRange.max,
    });

    const created = await users.create(newPlayer);
    expect(created.id).toBe(userIdRange.min + 4_242);
    expect(draws).toEqual([]);
    expect((await users.findById(taken.id))?.login).toBe(taken.login);
    expect((await authClient(context.app).login(String(created.id), newPlayer.password)).json()).toEqual({
      status: 'signed_in',
      user_id: created.id,
    });
  });

  it('still refuses a chosen login that is taken, however the id was drawn', async () => {
    const first = await context.app.identity.users.create({ ...newPlayer, login: `chosen${Date.now()}` });
    const users = createUsersService({
      repository: createUsersRepository(context.app.db),
      events: context.app.events,
    });
    await expect(users.create({ ...newPlayer, login: first.login.toUpperCase() })).rejects.toMatchObject({
      statusCode: 400,
    });
  });
});
