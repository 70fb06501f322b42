import type { EventBus } from '../../events/event-bus.ts';
import { validationError } from '../../http/http-error.ts';
import { randomDigits } from '../../security/crypto.ts';
import type { IdentityUser, NewUserInput, UsersPort } from './identity-api.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { currentTermsVersion } from './terms.ts';
import { drawUserId as drawRandomUserId } from './user-ids.ts';
import { toIdentityUser, type UserRow, type UsersRepository } from './users-repository.ts';

/** Tries before giving up on a free generated login and id (9- and 10-digit spaces: collisions are rare). */
const insertAttempts = 8;

export interface UsersServiceDeps {
  repository: UsersRepository;
  /** A registration and its `user.registered` event are one transaction. */
  events: Pick<EventBus, 'transaction'>;
  now?: () => number;
  /** The id of the next player (`user-ids.ts`); tests make it collide. */
  drawUserId?: () => number;
}

/** Players: look-ups, registration (with its event), passwords. */
export function createUsersService({
  repository,
  events,
  now = Date.now,
  drawUserId = drawRandomUserId,
}: UsersServiceDeps): UsersPort {
  async function create(input: NewUserInput): Promise<IdentityUser> {
    const passwordHash = await hashPassword(input.password);
    const email = input.email?.trim().toLowerCase() ?? null;
    if (email !== null && (await repository.findByEmail(email)) !== undefined) {
      throw validationError({ email: 'auth_error_email_taken' });
    }
    if (
      input.phoneCode &&
      input.phoneNumber &&
      (await repository.findByPhone(input.phoneCode, input.phoneNumber))
    ) {
      throw validationError({ phone_number: 'auth_error_phone_taken' });
    }
    const created = await events.transaction(async (transaction, emit) => {
      for (let attempt = 0; attempt < insertAttempts; attempt += 1) {
        const id = drawUserId();
        const login = input.login ?? `${1 + (Number(randomDigits(1)) % 9)}${randomDigits(8)}`;
        const row = await repository.insert(
          {
            id,
            login,
            email,
            phoneCode: input.phoneCode ?? null,
            phoneNumber: input.phoneNumber ?? null,
            passwordHash,
            countryId: input.countryId,
            currency: input.currency,
            registrationType: input.registrationType,
            activationType: input.activationType ?? 0,
            bonusChoice: input.bonusChoice ?? 0,
            referral: input.referral ?? {},
            name: input.name ?? null,
            surname: input.surname ?? null,
            birthday: input.birthday ?? null,
            emailConfirmedAt: input.emailConfirmed ? new Date(now()) : null,
            // Registering means accepting the terms in force.
            termsVersionConfirmed: currentTermsVersion,
          },
          transaction,
        );
        if (row !== undefined) {
          await emit({ type: 'user.registered', userId: row.id, currency: row.currency });
          return row;
        }
        // A conflict: the drawn id or the generated login was taken (draw again), or a chosen login,
        // email or phone was taken meanwhile (a race with another registration).
        const idTaken = (await repository.findById(id, transaction)) !== undefined;
        if (!idTaken && input.login !== undefined) throw validationError({ login: 'auth_error_login_taken' });
      }
      return undefined;
    });
    if (created === undefined)
      throw validationError({ email: 'auth_error_email_taken', phone_number: 'auth_error_phone_taken' });
    return toIdentityUser(created);
  }

  return {
    findById: async (id) => mapped(await repository.findById(id)),
    findByLogin: async (login) => mapped(await repository.findByLogin(login)),
    findByEmail: async (email) => mapped(await repository.findByEmail(email)),
    findByPhone: async (code, number) => mapped(await repository.findByPhone(code, number)),
    create,
    async setPassword(userId, password) {
      await repository.update(userId, {
        passwordHash: await hashPassword(password),
        passwordChangedAt: new Date(now()),
        isChangedPassword: true,
      });
    },
    async verifyPassword(userId, password) {
      const row = userId === undefined ? undefined : await repository.findById(userId);
      return verifyPassword(row?.passwordHash, password);
    },
  };
}

function mapped(row: UserRow | undefined): IdentityUser | undefined {
  return row === undefined ? undefined : toIdentityUser(row);
}
