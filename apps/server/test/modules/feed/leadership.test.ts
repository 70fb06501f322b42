import { describe, expect, it } from 'vitest';
import { manualClock } from '../../../src/modules/feed/index.ts';
import { defaultScheduleOptions } from '../../../src/modules/feed/simulator/schedule.ts';
import { buildTestApp } from '../../helpers/test-app.ts';
import { createTestDatabase } from '../../helpers/test-databases.ts';

// Leadership among instances needs real sessions: PostgreSQL (PGlite is one process and leads alone).
describe.runIf(process.env.TEST_DATABASE_URL)('the feed role across instances on PostgreSQL', () => {
  it('has one leader at a time, and another takes over when the leader goes', async () => {
    const database = await createTestDatabase('postgres');
    const clock = manualClock(Date.parse('2030-05-01T12:00:00Z'));
    const feedInstance = () =>
      buildTestApp(database, {
        roles: ['feed'],
        feed: {
          leadershipEveryMs: 50,
          now: clock.now,
          simulator: { clock, autoRun: false, schedule: { ...defaultScheduleOptions, sports: ['politics'] } },
        },
        sportsbook: { now: clock.now },
      });
    const first = await feedInstance();
    const second = await feedInstance();
    try {
      await Promise.all([first.ready(), second.ready()]);
      const leaders = () => [first, second].filter((app) => app.feed.isLeader()).length;
      expect(leaders()).toBe(1);
      const [leader, follower] = first.feed.isLeader() ? [first, second] : [second, first];
      await leader.close();
      await expect.poll(() => follower.feed.isLeader(), { timeout: 5_000 }).toBe(true);
    } finally {
      await Promise.allSettled([first.close(), second.close()]);
      await database.drop();
    }
  });
});
