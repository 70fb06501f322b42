import { gameStatusIds } from '@parlay/domain';
import { and, inArray, lt, sql } from 'drizzle-orm';
import type { ScheduledJob } from '../../jobs/scheduled-job.ts';
import { sportsbookGamesTable as games } from './schema.ts';

/** Finished and cancelled games stay this long for the results pages, then go with their markets. */
export const finishedGameRetentionMs = 7 * 24 * 60 * 60_000;

/** Forgets games over for longer than the retention (their markets and selections go with them). */
export const sportsbookRetentionJob: ScheduledJob = {
  name: 'sportsbook.retention',
  async run(transaction, now) {
    const removed = await transaction
      .delete(games)
      .where(
        and(
          inArray(games.status, [gameStatusIds.ended, gameStatusIds.cancelled]),
          lt(
            sql`coalesce(${games.endedAt}, ${games.startAt})`,
            sql`${new Date(now.getTime() - finishedGameRetentionMs).toISOString()}::timestamptz`,
          ),
        ),
      )
      .returning({ id: games.id });
    return removed.length;
  },
};
