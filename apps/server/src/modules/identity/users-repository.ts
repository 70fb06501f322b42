import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import type { IdentityUser } from './identity-api.ts';
import { usersTable } from './schema.ts';

export type UserRow = typeof usersTable.$inferSelect;
export type NewUserRow = typeof usersTable.$inferInsert;

/** The public view of a row (no password hash, no TOTP secret). */
export function toIdentityUser(row: UserRow): IdentityUser {
  return {
    id: row.id,
    login: row.login,
    email: row.email,
    phoneCode: row.phoneCode,
    phoneNumber: row.phoneNumber,
    countryId: row.countryId,
    currency: row.currency,
    activationType: row.activationType,
    status: row.status,
    banLevel: row.banLevel,
    banVersion: row.banVersion,
    registrationType: row.registrationType,
    bonusChoice: row.bonusChoice as IdentityUser['bonusChoice'],
    name: row.name,
    surname: row.surname,
    birthday: row.birthday,
    emailConfirmedAt: row.emailConfirmedAt,
    twoFactorEnabled: row.enableTwoFactorAuth,
    createdAt: row.createdAt,
  };
}

export interface UsersRepository {
  findById(id: number, executor?: Executor): Promise<UserRow | undefined>;
  findByLogin(login: string, executor?: Executor): Promise<UserRow | undefined>;
  findByEmail(email: string, executor?: Executor): Promise<UserRow | undefined>;
  findByPhone(phoneCode: string, phoneNumber: string, executor?: Executor): Promise<UserRow | undefined>;
  /** Inserts; resolves undefined when the id, login, email or phone is taken (unique violation). */
  insert(row: NewUserRow, executor?: Executor): Promise<UserRow | undefined>;
  update(id: number, changes: Partial<NewUserRow>, executor?: Executor): Promise<UserRow | undefined>;
  /** Sets `totp_last_step` only if `step` is newer: false means the code was already used. */
  claimTotpStep(id: number, step: number, executor?: Executor): Promise<boolean>;
}

const first = <T>(rows: T[]): T | undefined => rows[0];

/** The user id a typed login names when it is digits (leading zeros allowed: "000123" is 123). */
export function userIdNamedBy(login: string): number | undefined {
  const value = login.trim();
  return /^\d{1,15}$/.test(value) ? Number(value) : undefined;
}

export function createUsersRepository(db: Executor): UsersRepository {
  return {
    async findById(id, executor = db) {
      return first(await executor.select().from(usersTable).where(eq(usersTable.id, id)).limit(1));
    },

    async findByLogin(login, executor = db) {
      const value = login.trim();
      if (value === '') return undefined;
      const byName = first(
        await executor
          .select()
          .from(usersTable)
          .where(sql`lower(${usersTable.login}) = lower(${value})`)
          .limit(1),
      );
      if (byName) return byName;
      if (value.includes('@')) return this.findByEmail(value, executor);
      const id = userIdNamedBy(value);
      return id === undefined ? undefined : this.findById(id, executor);
    },

    async findByEmail(email, executor = db) {
      return first(
        await executor
          .select()
          .from(usersTable)
          .where(eq(usersTable.email, email.trim().toLowerCase()))
          .limit(1),
      );
    },

    async findByPhone(phoneCode, phoneNumber, executor = db) {
      return first(
        await executor
          .select()
          .from(usersTable)
          .where(and(eq(usersTable.phoneCode, phoneCode), eq(usersTable.phoneNumber, phoneNumber)))
          .limit(1),
      );
    },

    async insert(row, executor = db) {
      const inserted = await executor.insert(usersTable).values(row).onConflictDoNothing().returning();
      return first(inserted);
    },

    async update(id, changes, executor = db) {
      return first(await executor.update(usersTable).set(changes).where(eq(usersTable.id, id)).returning());
    },

    async claimTotpStep(id, step, executor = db) {
      const claimed = await executor
        .update(usersTable)
        .set({ totpLastStep: step })
        .where(
          and(
            eq(usersTable.id, id),
            sql`(${usersTable.totpLastStep} IS NULL OR ${usersTable.totpLastStep} < ${step})`,
          ),
        )
        .returning({ id: usersTable.id });
      return claimed.length > 0;
    },
  };
}
