import { eq, sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import type { DomainEventOf } from '../../src/events/domain-event.ts';
import type { EventMeta } from '../../src/events/event-bus.ts';
import { domainEventsTable } from '../../src/events/schema.ts';
import { useTestApp } from '../helpers/test-app.ts';
import { testDatabaseKinds } from '../helpers/test-databases.ts';
import { authClient, registerFast } from '../modules/identity/auth-client.ts';

type Registered = { event: DomainEventOf<'user.registered'>; meta: EventMeta };

describe.each(testDatabaseKinds)('domain events on %s', (kind) => {
  const context = useTestApp(kind);

  /** Every `user.registered` this app's instance receives from now on. */
  async function followRegistrations(): Promise<Registered[]> {
    const received: Registered[] = [];
    await context.app.events.on('user.registered', (event, meta) => {
      received.push({ event, meta });
    });
    return received;
  }

  const rowsOfUser = (userId: number) =>
    context.app.db
      .select()
      .from(domainEventsTable)
      .where(sql`${domainEventsTable.payload} ->> 'userId' = ${String(userId)}`);

  it('tells user.registered once a registration commits, with the id it stored', async () => {
    const received = await followRegistrations();
    const player = await registerFast(authClient(context.app));
    const [delivered] = await vi.waitUntil(() => {
      const mine = received.filter(({ event }) => event.userId === player.userId);
      return mine.length > 0 ? mine : undefined;
    });
    expect(delivered?.event).toEqual({ type: 'user.registered', userId: player.userId, currency: 'RUB' });
    const [row] = await rowsOfUser(player.userId);
    expect(row?.id).toBe(delivered?.meta.id);
    expect(row?.publishedAt).toBeInstanceOf(Date);
  });

  it('keeps nothing of a transaction that rolled back', async () => {
    const userId = 900_000_001;
    await expect(
      context.app.events.transaction(async (_transaction, emit) => {
        await emit({ type: 'user.registered', userId, currency: 'EUR' });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await rowsOfUser(userId)).toEqual([]);
  });

  it('has the relay publish an event the after-commit step missed, under the same id', async () => {
    const received = await followRegistrations();
    const userId = 900_000_002;
    const [missed] = await context.app.db
      .insert(domainEventsTable)
      .values({
        type: 'user.registered',
        payload: { type: 'user.registered', userId, currency: 'USD' },
        occurredAt: new Date(Date.now() - 5 * 60_000),
      })
      .returning();
    await context.app.scheduledJobs.runAll();
    const delivered = await vi.waitUntil(() => received.find(({ event }) => event.userId === userId));
    expect(delivered.meta.id).toBe(missed?.id);
    const [row] = await context.app.db
      .select()
      .from(domainEventsTable)
      .where(eq(domainEventsTable.id, missed?.id ?? ''));
    expect(row?.publishedAt).toBeInstanceOf(Date);
  });

  it('forgets events published more than a week ago', async () => {
    const userId = 900_000_003;
    const longAgo = new Date(Date.now() - 8 * 24 * 60 * 60_000);
    await context.app.db.insert(domainEventsTable).values({
      type: 'user.registered',
      payload: { type: 'user.registered', userId, currency: 'USD' },
      occurredAt: longAgo,
      publishedAt: longAgo,
    });
    await context.app.scheduledJobs.runAll();
    expect(await rowsOfUser(userId)).toEqual([]);
  });
});
