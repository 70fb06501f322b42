import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { useTestApp } from '../../helpers/test-app.ts';
import { testDatabaseKinds } from '../../helpers/test-databases.ts';
import { solvedToken } from '../captcha/captcha-helpers.ts';
import { authClient, latestCode } from './auth-client.ts';

// Issue 9 point 5: a recovery send must not tell whether the email or phone has an account, by
// its body, its cookies or its time.

let counter = 0;
const unique = () => {
  counter += 1;
  return `${Date.now() % 1_000_000}${counter}`;
};

/** What a browser keeps of an answer's cookies: everything but the value, and the value's shape. */
function cookieShapes(response: LightMyRequestResponse) {
  return (response.cookies as Record<string, unknown>[]).map(({ value, ...attributes }) => ({
    ...attributes,
    valueLength: String(value).length,
    valueAlphabet: /^[\w-]+$/.test(String(value)) ? 'base64url' : String(value).replace(/[\w-]/g, ''),
  }));
}

function commonPrefixLength(a: string, b: string): number {
  let length = 0;
  while (length < a.length && a[length] === b[length]) length += 1;
  return length;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 === 1
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

describe.each(testDatabaseKinds)('password recovery enumeration on %s', (kind) => {
  const context = useTestApp(kind);

  async function playerWithEmail() {
    const email = `known${unique()}@example.com`;
    await context.app.identity.users.create({
      password: 'old-password-1',
      email,
      countryId: 1,
      currency: 'RUB',
      registrationType: 'full_reg',
      activationType: 1,
    });
    return email;
  }

  async function playerWithPhone() {
    const phone = `94${unique().padStart(8, '0').slice(-8)}`;
    await context.app.identity.users.create({
      password: 'old-password-1',
      phoneCode: '7',
      phoneNumber: phone,
      countryId: 1,
      currency: 'RUB',
      registrationType: 'phone_reg',
    });
    return phone;
  }

  const send = (body: Record<string, unknown>, headers: Record<string, string> = {}) =>
    authClient(context.app).post('/web-api/password-recovery/send', body, { headers });

  it('answers a known and an unknown email with the same body and cookies of the same shape', async () => {
    const known = await send({ by: 'email', email: await playerWithEmail() });
    const unknown = await send({ by: 'email', email: `nobody${unique()}@example.com` });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.body).toBe(known.body);
    expect(cookieShapes(known)).toHaveLength(1);
    expect(cookieShapes(unknown)).toEqual(cookieShapes(known));
    expect(cookieShapes(known)[0]).toMatchObject({ name: 'parlay_recovery', valueAlphabet: 'base64url' });
  });

  it('answers a known and an unknown phone with the same body and cookies of the same shape', async () => {
    const known = await send({ by: 'sms', phone_code: '7', phone_number: await playerWithPhone() });
    const unknown = await send({ by: 'sms', phone_code: '7', phone_number: `95${unique().slice(-8)}` });
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.body).toBe(known.body);
    expect(cookieShapes(unknown)).toEqual(cookieShapes(known));
  });

  it('never names the account in the cookie: two sends for one account carry unrelated values', async () => {
    const email = await playerWithEmail();
    const user = await context.app.identity.users.findByEmail(email);
    const cookie = (response: LightMyRequestResponse) =>
      String((response.cookies as { value: string }[])[0]?.value);
    const first = cookie(await send({ by: 'email', email }));
    const second = cookie(
      await send({ by: 'email', email }, { 'x-captcha': await solvedToken(context.app, 113) }),
    );
    expect(first).not.toContain(String(user?.id));
    expect(Buffer.from(first, 'base64url').toString('latin1')).not.toContain(String(user?.id));
    expect(second).not.toBe(first);
    expect(commonPrefixLength(first, second)).toBeLessThan(8);
  });

  it('lets an unknown email through to the code, which then fails as a wrong code of a real account does', async () => {
    const attempt = async (email: string) => {
      const client = authClient(context.app);
      const answers = [await client.post('/web-api/password-recovery/send', { by: 'email', email })];
      for (const code of ['000000', '111111', '222222', '333333'])
        answers.push(await client.post('/web-api/password-recovery/check', { code }));
      answers.push(
        await client.post('/web-api/password-recovery/save', { code: '444444', password: 'new-pass-9' }),
      );
      return answers.map((response) => ({ status: response.statusCode, body: response.body }));
    };
    const known = await attempt(await playerWithEmail());
    expect(known.map(({ status }) => status)).toEqual([200, 400, 400, 400, 400, 400]);
    expect(JSON.parse(known[1]?.body ?? '').code).toBe('INVALID_CODE');
    expect(JSON.parse(known[4]?.body ?? '').code).toBe('CAPTCHA_REQUIRED');
    expect(await attempt(`nobody${unique()}@example.com`)).toEqual(known);
  });

  it('takes as long for an unknown email as for a known one', async () => {
    const rounds = 30;
    const warmUp = 4;
    const knownEmails = await Promise.all(Array.from({ length: rounds + warmUp }, playerWithEmail));
    const timed = async (email: string, known: boolean) => {
      // A fresh client each time: its own address, so no rate limit or send counter is shared.
      const client = authClient(context.app);
      const started = performance.now();
      const response = await client.post('/web-api/password-recovery/send', { by: 'email', email });
      const elapsed = performance.now() - started;
      expect(response.statusCode).toBe(200);
      // Every send is timed from the same state: a known account's message, which leaves after the
      // answer, has been written, and after an unknown one's send a stand-in message is (an embedded
      // database is a little slower just after a write, whoever's request comes next).
      if (known) await vi.waitFor(() => latestCode(context.app, email), { interval: 1 });
      else
        await context.app.identity.messages.send({
          channel: 'email',
          to: 'timing-stand-in@example.com',
          subject: 'stand-in',
          text: 'stand-in',
        });
      return elapsed;
    };
    const known: number[] = [];
    const unknown: number[] = [];
    // In pairs of alternating order (known first, then unknown first), so neither path is always
    // the one that follows the other; the first pairs warm both paths up and are not counted.
    for (const [index, email] of knownEmails.entries()) {
      const nobody = `nobody${unique()}@example.com`;
      const pair =
        index % 2 === 0
          ? { known: await timed(email, true), unknown: await timed(nobody, false) }
          : { unknown: await timed(nobody, false), known: await timed(email, true) };
      if (index < warmUp) continue;
      known.push(pair.known);
      unknown.push(pair.unknown);
    }
    const [knownMedian, unknownMedian] = [median(known), median(unknown)];
    // The two requests of a pair ran moments apart, under the same load from whatever else the
    // machine is doing: the median of their differences shows what the path itself costs.
    const pairedDifference = median(known.map((time, index) => time - (unknown[index] as number)));
    console.info(
      `${kind}: recovery send medians over ${rounds}: known ${knownMedian.toFixed(2)} ms, ` +
        `unknown ${unknownMedian.toFixed(2)} ms, paired difference ${pairedDifference.toFixed(2)} ms`,
    );
    // Before the fix the known path ran three more statements before answering: +1 ms on 2.5-3.5 ms.
    const tolerance = 0.15 * Math.min(knownMedian, unknownMedian);
    expect(Math.abs(pairedDifference)).toBeLessThan(tolerance);
    expect(Math.abs(knownMedian - unknownMedian)).toBeLessThan(2 * tolerance);
  });
});
