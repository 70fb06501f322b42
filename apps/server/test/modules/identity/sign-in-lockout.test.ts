import { type CaptchaCode, errorEnvelopeSchema } from '@parlay/contract';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import {
  accountThresholds,
  addressThresholds,
  networkThresholds,
  signInCaptchaFor,
} from '../../../src/modules/auth-throttle/throttle-policy.ts';
import { loginLinkMethods } from '../../../src/modules/identity/token-link/index.ts';
import { useTestApp } from '../../helpers/test-app.ts';
import { testDatabaseKinds } from '../../helpers/test-databases.ts';
import { solvedToken } from '../captcha/captcha-helpers.ts';
import { authClient, encodeCredential } from './auth-client.ts';

/** How a sign-in names the account: `uLogin` of the password sign-in, or the phone sign-in's number. */
type Identifier =
  | { label: string; uLogin: string }
  | { label: string; phone: { countryCode: string; number: string } };

let phoneCounter = 0;
function freshPhone(): string {
  phoneCounter += 1;
  return `96${String(Date.now() % 1_000_000).padStart(6, '0')}${String(phoneCounter).padStart(3, '0')}`;
}

describe.each(testDatabaseKinds)('sign-in lockout on %s', (kind) => {
  const context = useTestApp(kind);

  /** A player with a login, an email and a phone: every identifier a sign-in accepts. */
  async function playerWithEveryIdentifier() {
    const password = 'the-right-password-1';
    const phone = freshPhone();
    const email = `lockout-${phone}@example.com`;
    const user = await context.app.identity.users.create({
      password,
      email,
      phoneCode: '7',
      phoneNumber: phone,
      countryId: 1,
      currency: 'RUB',
      registrationType: 'full_reg',
      activationType: 1,
    });
    const identifiers: Identifier[] = [
      { label: 'login', uLogin: user.login },
      { label: 'login in capitals with spaces', uLogin: ` ${user.login.toUpperCase()} ` },
      { label: 'numeric id', uLogin: String(user.id) },
      { label: 'zero-padded id', uLogin: `000${user.id}` },
      { label: 'email', uLogin: email },
      { label: 'email in capitals', uLogin: email.toUpperCase() },
      { label: 'phone', phone: { countryCode: '7', number: phone } },
      { label: 'phone with +', phone: { countryCode: '+7', number: phone } },
    ];
    return { user, password, identifiers };
  }

  const tokenFor = (code: CaptchaCode | null) =>
    code === null ? Promise.resolve(undefined) : solvedToken(context.app, code);

  /**
   * One sign-in attempt from a browser of its own (its own address and network, so only the
   * account's counter can be what answers), carrying `captcha` in X-Captcha when given.
   */
  async function signIn(
    identifier: Identifier,
    password: string,
    captcha?: string,
    remoteAddress?: string,
  ): Promise<LightMyRequestResponse> {
    const client = authClient(context.app, remoteAddress);
    await client.obtainFingerprint();
    const headers: Record<string, string> = captcha === undefined ? {} : { 'x-captcha': captcha };
    const uPassword = encodeCredential(password);
    return 'uLogin' in identifier
      ? client.post(
          '/web-api/auth/login',
          { uLogin: encodeCredential(identifier.uLogin), uPassword, save: false },
          { headers },
        )
      : client.post(
          '/web-api/auth/login-phone',
          {
            country_code: identifier.phone.countryCode,
            phone_number: identifier.phone.number,
            uPassword,
            save: false,
          },
          { headers },
        );
  }

  /** Status and body as the browser sees them (a success body would fail the envelope's parse). */
  const answerOf = (response: LightMyRequestResponse) => {
    const body = response.json() as unknown;
    const envelope = errorEnvelopeSchema.safeParse(body);
    return {
      status: response.statusCode,
      body: envelope.success ? envelope.data : { code: undefined, body },
    };
  };

  describe('per account', () => {
    it('locks the account, not the spelling: after a lock by its login every identifier is refused, the right password included', async () => {
      const { password, identifiers } = await playerWithEveryIdentifier();
      const [byLogin] = identifiers;
      if (byLogin === undefined) throw new Error('no login identifier');
      for (let failures = 0; failures < accountThresholds.lock; failures += 1) {
        const captcha = await tokenFor(signInCaptchaFor(failures, accountThresholds));
        const failed = await signIn(byLogin, `wrong-${failures}`, captcha);
        expect(answerOf(failed).body.code, `failure ${failures + 1}`).toBe('INVALID_CREDENTIALS');
      }

      for (const identifier of identifiers) {
        const refused = await signIn(identifier, password, await tokenFor(112));
        expect(refused.statusCode, identifier.label).toBe(429);
        expect(answerOf(refused).body, identifier.label).toMatchObject({
          code: 'ACCOUNT_LOCKED',
          messageKey: 'auth_error_account_locked',
        });
        expect(refused.cookies.find((cookie) => cookie.name === 'parlay_session')).toBeUndefined();
      }
    });

    it('counts failures through any identifier of the account on one counter, which a sign-in clears', async () => {
      const { user, password, identifiers } = await playerWithEveryIdentifier();
      for (let failures = 0; failures < accountThresholds.pow; failures += 1) {
        const identifier = identifiers[failures % identifiers.length] as Identifier;
        expect(answerOf(await signIn(identifier, 'wrong')).body.code, identifier.label).toBe(
          'INVALID_CREDENTIALS',
        );
      }
      // Every other spelling is asked the challenge the earlier failures earned.
      for (const identifier of identifiers.slice(accountThresholds.pow)) {
        expect(answerOf(await signIn(identifier, password)).body, identifier.label).toMatchObject({
          code: 'CAPTCHA_REQUIRED',
          captchaCode: 100,
        });
      }

      const last = identifiers.at(-1) as Identifier;
      const signedIn = await signIn(last, password, await tokenFor(100));
      expect(signedIn.json()).toEqual({ status: 'signed_in', user_id: user.id });
      // The success cleared the account's one counter, whichever spelling earned it.
      expect((await signIn(identifiers[0] as Identifier, password)).statusCode).toBe(200);
    });

    it('answers an identifier that names no account exactly like one that does, its spellings sharing a counter too', async () => {
      const { user } = await playerWithEveryIdentifier();
      const spellings = (id: string) => [id, `00${id}`, ` ${id} `, `0${id}`, id];
      // 12 digits: beyond every user id, so no account has it.
      const unknown = '555000111222';
      const answers = async (id: string) => {
        const seen: ReturnType<typeof answerOf>[] = [];
        for (const spelling of spellings(id))
          seen.push(answerOf(await signIn({ label: spelling, uLogin: spelling }, 'wrong')));
        return seen;
      };

      const known = await answers(String(user.id));
      expect(known.map((answer) => answer.body.code)).toEqual([
        ...Array(accountThresholds.pow).fill('INVALID_CREDENTIALS'),
        'CAPTCHA_REQUIRED',
        'CAPTCHA_REQUIRED',
      ]);
      expect(await answers(unknown)).toEqual(known);
    });
  });

  describe('per address and network', () => {
    // Each address of the network stays below its own first challenge: only the network counts.
    const addressesInUse = Math.ceil(networkThresholds.lock / (addressThresholds.pow - 1));

    it.each([
      {
        network: 'an IPv4 /24',
        address: (index: number) => `127.0.11.${1 + index}`,
        neighbour: '127.0.11.2',
        fresh: '127.0.11.200',
        elsewhere: '127.0.12.1',
      },
      {
        network: 'an IPv6 /64',
        address: (index: number) => `2001:db8:11:1::${(1 + index).toString(16)}`,
        neighbour: '2001:db8:11:1::2',
        fresh: '2001:db8:11:1:ffff:ffff:ffff:fffe',
        elsewhere: '2001:db8:11:2::1',
      },
    ])(
      'throttles then locks every address of $network after failures spread over its addresses; another network signs in',
      async ({ address, neighbour, fresh, elsewhere }) => {
        const { user, password, identifiers } = await playerWithEveryIdentifier();
        const byLogin = identifiers[0] as Identifier;
        // A failed sign-in that costs no password hash: a link that does not hold.
        const fail = async (failures: number) => {
          const captcha = await tokenFor(signInCaptchaFor(failures, networkThresholds));
          const response = await authClient(context.app, address(failures % addressesInUse)).post(
            '/web-api/auth/token',
            { method_id: loginLinkMethods.emailSignIn, token: 'no-such-link', sign: 'no-such-signature' },
            { headers: captcha === undefined ? {} : { 'x-captcha': captcha } },
          );
          expect(answerOf(response).body.code, `failure ${failures + 1}`).toBe('INVALID_TOKEN');
        };

        for (let failures = 0; failures < networkThresholds.pow; failures += 1) await fail(failures);
        for (const from of [neighbour, fresh]) {
          expect(answerOf(await signIn(byLogin, password, undefined, from)).body, from).toMatchObject({
            code: 'CAPTCHA_REQUIRED',
            captchaCode: 100,
          });
        }

        for (let failures = networkThresholds.pow; failures < networkThresholds.lock; failures += 1)
          await fail(failures);
        for (const from of [neighbour, fresh]) {
          const refused = await signIn(byLogin, password, await tokenFor(112), from);
          expect(refused.statusCode, from).toBe(429);
          expect(answerOf(refused).body.code, from).toBe('ACCOUNT_LOCKED');
        }

        const signedIn = await signIn(byLogin, password, undefined, elsewhere);
        expect(signedIn.json()).toEqual({ status: 'signed_in', user_id: user.id });
      },
    );
  });
});
