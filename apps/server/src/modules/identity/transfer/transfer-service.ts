import { errorCodes, statusCodes } from '@parlay/contract';
import { HttpError } from '../../../http/http-error.ts';
import { randomToken, sha256Hex } from '../../../security/crypto.ts';
import type { AuthThrottle, ThrottleClient, ThrottleScope } from '../../auth-throttle/index.ts';
import type { Caller } from '../caller.ts';
import { normalisePhoneCode } from '../credentials.ts';
import type { IdentityApi } from '../identity-api.ts';
import { codeExpired, invalidCode, invalidToken } from '../identity-errors.ts';
import { generateReadablePassword } from '../readable-password.ts';
import type { TransferRepository } from './transfer-repository.ts';
import { transferCodeSms } from './transfer-sms-text.ts';

/** How long an operator's transfer stays open by default. */
export const defaultTransferTtlSeconds = 7 * 24 * 3600;
/** How long the redirect token of a checked code may be exchanged for the credentials. */
export const redirectTokenTtlSeconds = 10 * 60;
/** How long the SMS code of a transfer is valid. */
const transferCodeTtlSeconds = 10 * 60;

export interface UserTransferService {
  /** Opens a transfer for a player (operators and back-office jobs); its id goes into the player's link. */
  create(userId: number, ttlSeconds?: number): Promise<{ id: string; expiresAt: Date }>;
  cancel(id: string): Promise<boolean>;
  /**
   * Sends an SMS code to the transfer's account when `phone` is that account's phone. The answer
   * is the same either way, so the call tells nobody which phone an account has.
   */
  sendCode(
    id: string,
    phone: { countryCode: string; number: string },
    caller: Caller,
  ): Promise<{ resendAfter: number }>;
  /** Checks the SMS code; answers the one-use redirect token that fetches the credentials. */
  checkCode(id: string, code: string, caller: ThrottleClient): Promise<{ redirectToken: string }>;
  /**
   * Sets a new generated password on the account (stored passwords are hashes, the old one cannot
   * be given), ends the account's sessions, completes the transfer. A token works once.
   */
  userData(redirectToken: string, caller: ThrottleClient): Promise<{ userId: number; password: string }>;
}

export interface UserTransferServiceDeps {
  repository: TransferRepository;
  identity: Pick<IdentityApi, 'users' | 'codes' | 'messages' | 'revokeAllSessions'>;
  authThrottle: AuthThrottle;
  now?: () => number;
}

/** What the transfer's SMS code proves: control of the phone of this transfer's account. */
const codeSubject = (id: string) => `transfer:${id}`;

/** Failures and captcha escalation count per transfer as well as per address. */
const throttled = (scope: ThrottleScope, id?: string) =>
  id === undefined ? { scope } : { scope, account: `transfer:${id}` };

export function createUserTransferService(deps: UserTransferServiceDeps): UserTransferService {
  const { repository, identity, authThrottle, now = Date.now } = deps;

  /** Runs a check that counts as a failed attempt when it throws. */
  const counted = async <T>(
    client: ThrottleClient,
    subject: ReturnType<typeof throttled>,
    check: () => Promise<T>,
  ) => {
    await authThrottle.guard(client, subject);
    try {
      return await check();
    } catch (error) {
      await authThrottle.recordFailure(client, subject);
      throw error;
    }
  };

  const openTransfer = async (id: string) => {
    const transfer = await repository.findOpen(id, new Date(now()));
    if (transfer === undefined) throw transferNotFoundError();
    return transfer;
  };

  return {
    async create(userId, ttlSeconds = defaultTransferTtlSeconds) {
      const row = await repository.insert({ userId, expiresAt: new Date(now() + ttlSeconds * 1000) });
      return { id: row.id, expiresAt: row.expiresAt };
    },

    cancel: (id) => repository.cancel(id),

    async sendCode(id, phone, caller) {
      await authThrottle.guard(caller, throttled('code', id));
      const transfer = await openTransfer(id);
      const user = await identity.users.findById(transfer.userId);
      const phoneCode = normalisePhoneCode(phone.countryCode);
      const matches = user !== undefined && user.phoneCode === phoneCode && user.phoneNumber === phone.number;
      if (!matches) {
        // Same work and the same answer as a match, but the code goes to a subject nobody checks.
        const { resendAfter } = await identity.codes.issue({
          purpose: 'user_transfer',
          subject: `${codeSubject(id)}:unmatched`,
          ttlSeconds: transferCodeTtlSeconds,
        });
        return { resendAfter };
      }
      const { code, resendAfter } = await identity.codes.issue({
        purpose: 'user_transfer',
        subject: codeSubject(id),
        ttlSeconds: transferCodeTtlSeconds,
      });
      await identity.messages.send({
        channel: 'sms',
        to: `${phoneCode}${phone.number}`,
        ...transferCodeSms(caller.language, code),
        code,
      });
      return { resendAfter };
    },

    async checkCode(id, code, client) {
      const subject = throttled('sign-in', id);
      const checked = await counted(client, subject, () => verifyCode(id, code));
      await authThrottle.recordSuccess(client, subject);
      return checked;
    },

    async userData(redirectToken, client) {
      const userId = await counted(client, throttled('sign-in'), async () => {
        const completed = await repository.complete(sha256Hex(redirectToken), new Date(now()));
        if (completed === undefined) throw invalidToken();
        return completed;
      });
      const password = generateReadablePassword();
      await identity.users.setPassword(userId, password);
      await identity.revokeAllSessions(userId);
      return { userId, password };
    },
  };

  async function verifyCode(id: string, code: string): Promise<{ redirectToken: string }> {
    await openTransfer(id);
    const result = await identity.codes.consume({
      purpose: 'user_transfer',
      subject: codeSubject(id),
      code,
    });
    if (result === 'expired') throw codeExpired();
    if (result !== 'ok') throw invalidCode();
    const redirectToken = randomToken();
    const at = now();
    const verified = await repository.markVerified(
      id,
      { tokenHash: sha256Hex(redirectToken), expiresAt: new Date(at + redirectTokenTtlSeconds * 1000) },
      new Date(at),
    );
    if (!verified) throw transferNotFoundError();
    return { redirectToken };
  }
}

function transferNotFoundError(): HttpError {
  return new HttpError({
    status: statusCodes.NOT_FOUND,
    code: errorCodes.NOT_FOUND,
    messageKey: 'auth_error_transfer_not_found',
  });
}
