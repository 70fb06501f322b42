import type { SocialProviderId } from '@parlay/contract';
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../../db/database.ts';
import { userSocialIdentitiesTable } from './schema.ts';

export interface SocialIdentityKey {
  provider: SocialProviderId;
  subject: string;
}

export interface SocialIdentitiesRepository {
  /** The player a provider's subject is linked to. */
  findUserId(key: SocialIdentityKey, executor?: Executor): Promise<number | undefined>;
  /**
   * Links the identity to the player. Resolves with the player it is linked to afterwards: `userId`,
   * or the player it was already linked to (a subject is never moved to another account).
   */
  link(
    identity: SocialIdentityKey & { userId: number; email: string | null },
    executor?: Executor,
  ): Promise<number>;
}

export function createSocialIdentitiesRepository(db: Executor): SocialIdentitiesRepository {
  const keyMatches = ({ provider, subject }: SocialIdentityKey) =>
    and(eq(userSocialIdentitiesTable.provider, provider), eq(userSocialIdentitiesTable.subject, subject));

  const findUserId = async (key: SocialIdentityKey, executor: Executor) => {
    const [row] = await executor
      .select({ userId: userSocialIdentitiesTable.userId })
      .from(userSocialIdentitiesTable)
      .where(keyMatches(key))
      .limit(1);
    return row?.userId;
  };

  return {
    findUserId: (key, executor = db) => findUserId(key, executor),

    async link(identity, executor = db) {
      const inserted = await executor
        .insert(userSocialIdentitiesTable)
        .values(identity)
        .onConflictDoNothing({
          target: [userSocialIdentitiesTable.provider, userSocialIdentitiesTable.subject],
        })
        .returning({ userId: userSocialIdentitiesTable.userId });
      if (inserted[0] !== undefined) return inserted[0].userId;
      const existing = await findUserId(identity, executor);
      if (existing === undefined) throw new Error('social identity neither inserted nor found');
      return existing;
    },
  };
}
