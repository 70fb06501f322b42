import type { SocialProviderId } from '@parlay/contract';
import { bigint, index, pgTable, timestamp, unique, varchar } from 'drizzle-orm/pg-core';
import { usersTable } from '../schema.ts';

/**
 * Social identities linked to players: an OpenID Connect provider's subject (`sub`, stable per
 * provider) belongs to at most one player; a player may link several providers.
 */
export const userSocialIdentitiesTable = pgTable(
  'user_social_identities',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    provider: varchar('provider', { length: 16 }).$type<SocialProviderId>().notNull(),
    /** The provider's `sub` claim (OpenID Connect Core: at most 255 ASCII characters). */
    subject: varchar('subject', { length: 255 }).notNull(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => usersTable.id, { onDelete: 'cascade' }),
    /** The email the provider gave when the identity was linked (informative; may change there). */
    email: varchar('email', { length: 254 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('user_social_identities_provider_subject_unique').on(table.provider, table.subject),
    index('user_social_identities_user_id').on(table.userId),
  ],
);
