import { randomInt } from 'node:crypto';
import {
  errorEnvelopeSchema,
  userTransferCheckCodeResponseSchema,
  userTransferSendCodeResponseSchema,
  userTransferUserDataResponseSchema,
} from '@parlay/contract';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../helpers/test-app.ts';
import { testDatabaseKinds } from '../../../helpers/test-databases.ts';
import { authClient, latestCode } from '../auth-client.ts';

const base = '/web-api/api/internal/v1/account/user-transfer';

describe.each(testDatabaseKinds)('user transfer on %s', (kind) => {
  const context = useTestApp(kind);

  /** A player with a phone of their own and an open transfer. */
  async function playerWithTransfer() {
    const phoneNumber = `9${String(randomInt(100_000_000, 999_999_999))}`;
    const password = 'old-password-123';
    const user = await context.app.identity.users.create({
      password,
      phoneCode: '7',
      phoneNumber,
      countryId: 1,
      currency: 'RUB',
      registrationType: 'phone_reg',
    });
    const transfer = await context.app.userTransfers.create(user.id);
    return { user, password, phoneNumber, transfer };
  }

  async function outboxFor(to: string) {
    const response = await context.app.inject({ url: `/web-api/debugger/outbox?to=${to}` });
    return (response.json() as { messages: { code: string | null; text: string }[] }).messages;
  }

  it('moves a player through code, redirect token and new credentials; the new password signs in', async () => {
    const { user, password, phoneNumber, transfer } = await playerWithTransfer();
    const earlierDevice = authClient(context.app);
    expect((await earlierDevice.login(user.login, password)).statusCode).toBe(200);
    const client = authClient(context.app);

    const sent = await client.post(`${base}/send-code/${transfer.id}`, {
      country_code: '+7',
      phone: phoneNumber,
      captcha: '',
    });
    expect(sent.statusCode).toBe(200);
    expect(userTransferSendCodeResponseSchema.parse(sent.json())).toEqual({
      success: true,
      resend_after: 60,
    });
    const code = await latestCode(context.app, `7${phoneNumber}`);

    const wrong = await client.post(`${base}/check-code/${transfer.id}`, {
      code: code === '000000' ? '111111' : '000000',
    });
    expect(wrong.statusCode).toBe(400);
    expect(errorEnvelopeSchema.parse(wrong.json()).code).toBe('INVALID_CODE');

    const checked = await client.post(`${base}/check-code/${transfer.id}`, { code });
    expect(checked.statusCode).toBe(200);
    const { redirectToken } = userTransferCheckCodeResponseSchema.parse(checked.json());

    const data = await client.post(`${base}/user-data`, { redirectToken });
    expect(data.statusCode).toBe(200);
    const credentials = userTransferUserDataResponseSchema.parse(data.json());
    expect(credentials).toMatchObject({ status: 'ok', user_id: user.id });
    expect(credentials.password).not.toBe(password);
    // A changed password ends the sessions the account had.
    expect((await earlierDevice.get('/web-api/user/check')).json()).toMatchObject({ user_id: null });

    const signingIn = authClient(context.app);
    expect((await signingIn.login(user.login, credentials.password)).json()).toEqual({
      status: 'signed_in',
      user_id: user.id,
    });
    const withOld = await authClient(context.app).login(user.login, password);
    expect(errorEnvelopeSchema.parse(withOld.json()).code).toBe('INVALID_CREDENTIALS');
  });

  it('gives the credentials once: the redirect token is refused the second time', async () => {
    const { phoneNumber, transfer } = await playerWithTransfer();
    const client = authClient(context.app);
    await client.post(`${base}/send-code/${transfer.id}`, {
      country_code: '7',
      phone: phoneNumber,
      captcha: '',
    });
    const code = await latestCode(context.app, `7${phoneNumber}`);
    const { redirectToken } = userTransferCheckCodeResponseSchema.parse(
      (await client.post(`${base}/check-code/${transfer.id}`, { code })).json(),
    );
    expect((await client.post(`${base}/user-data`, { redirectToken })).statusCode).toBe(200);
    const replayed = await authClient(context.app).post(`${base}/user-data`, { redirectToken });
    expect(replayed.statusCode).toBe(400);
    expect(errorEnvelopeSchema.parse(replayed.json()).code).toBe('INVALID_TOKEN');
    // The transfer is over: its code calls no longer know it.
    const after = await authClient(context.app).post(`${base}/check-code/${transfer.id}`, { code });
    expect(after.statusCode).toBe(404);
  });

  it('answers a phone that is not the account’s exactly like the right one, and sends nothing', async () => {
    const { phoneNumber, transfer } = await playerWithTransfer();
    const otherNumber = phoneNumber.replace(/\d$/, (digit) => String((Number(digit) + 1) % 10));
    const response = await authClient(context.app).post(`${base}/send-code/${transfer.id}`, {
      country_code: '7',
      phone: otherNumber,
      captcha: '',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, resend_after: 60 });
    expect(await outboxFor(`7${otherNumber}`)).toEqual([]);
    expect(await outboxFor(`7${phoneNumber}`)).toEqual([]);
  });

  it('asks for the hard captcha before a second code for the same transfer', async () => {
    const { phoneNumber, transfer } = await playerWithTransfer();
    const body = { country_code: '7', phone: phoneNumber, captcha: '' };
    expect((await authClient(context.app).post(`${base}/send-code/${transfer.id}`, body)).statusCode).toBe(
      200,
    );
    const again = await authClient(context.app).post(`${base}/send-code/${transfer.id}`, body);
    expect(again.statusCode).toBe(400);
    expect(errorEnvelopeSchema.parse(again.json())).toMatchObject({
      code: 'CAPTCHA_REQUIRED',
      captchaCode: 113,
    });
  });

  it('refuses an unknown redirect token and an unknown transfer', async () => {
    const client = authClient(context.app);
    const unknownToken = await client.post(`${base}/user-data`, { redirectToken: 'no-such-redirect-token' });
    expect(unknownToken.statusCode).toBe(400);
    expect(errorEnvelopeSchema.parse(unknownToken.json()).code).toBe('INVALID_TOKEN');
    const unknownTransfer = await client.post(`${base}/send-code/00000000-0000-4000-8000-000000000000`, {
      country_code: '7',
      phone: '9001234567',
      captcha: '',
    });
    expect(unknownTransfer.statusCode).toBe(404);
  });

  it('refuses the code of a cancelled transfer', async () => {
    const { phoneNumber, transfer } = await playerWithTransfer();
    const client = authClient(context.app);
    await client.post(`${base}/send-code/${transfer.id}`, {
      country_code: '7',
      phone: phoneNumber,
      captcha: '',
    });
    const code = await latestCode(context.app, `7${phoneNumber}`);
    expect(await context.app.userTransfers.cancel(transfer.id)).toBe(true);
    const response = await client.post(`${base}/check-code/${transfer.id}`, { code });
    expect(response.statusCode).toBe(404);
  });
});
