import { failWith } from '@parlay/client/testing';
import {
  limitsEndpoints,
  paymentsEndpoints,
  sessionEndpoints,
  walletEndpoints,
} from '@parlay/contract/endpoints';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import en from '../dictionaries/en.json' with { type: 'json' };
import { limit, limitsBackEnd } from '../testing/limits-back-end.ts';
import { balance, demoCard, plain, renderOffice, rouble, userConfig } from '../testing/render-office.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const seconds = (ms: number) => Math.floor(ms / 1000);
const hour = 3_600_000;

const bodyOf = async (back: ReturnType<typeof limitsBackEnd>, endpoint: string) => {
  const call = back.calls.findLast((item) => item.endpoint === endpoint);
  return call ? ((await call.request.clone().json()) as unknown) : undefined;
};

const card = (group: string, name: string) =>
  within(screen.getByRole('region', { name: group })).getByRole('article', { name });

describe('responsible gaming limits page', () => {
  it('shows every offered type by group, with its value, what remains and the protection level', async () => {
    limitsBackEnd(
      [20, 21, 22, 31, 32, 33, 30],
      [
        limit(20, {
          id: 'a',
          limitState: 'ACTIVE',
          limitValue: 500_000,
          limitBalance: 120_050,
          startedAt: 1,
        }),
      ],
      75,
    );
    renderOffice('/en/office/responsible');
    expect(screen.getByRole('heading', { level: 1, name: 'Responsible gaming' })).toBeTruthy();
    const daily = await screen.findByRole('article', { name: 'Per day' });
    expect(plain(daily.textContent)).toContain('Limit₽5,000.00');
    expect(plain(daily.textContent)).toContain('Left now₽1,200.50');
    expect(plain(card('Deposit limits', 'Per week').textContent)).toContain('LimitNot set');
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Account protection',
      'Deposit limits',
      'Session limit',
      'Reality check',
      'Take a break',
      'Self-exclusion',
    ]);
    expect(screen.getByText('Protection level 75 of 100: good')).toBeTruthy();
    const session = within(card('Session limit', 'Length of a session')).getByRole('combobox');
    expect(
      within(session)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toHaveLength(25);
    const reality = within(card('Reality check', 'Remind me every')).getByRole('combobox');
    expect(
      within(reality)
        .getAllByRole('option')
        .slice(1)
        .map((option) => option.textContent),
    ).toEqual(['5 minutes', '10 minutes', '15 minutes', '30 minutes', '45 minutes', '60 minutes']);
    expect(screen.getByRole('link', { name: 'Exclude myself' }).getAttribute('href')).toBe(
      '/en/office/responsible?view=self-exclusion',
    );
  });

  it('sets a stricter deposit limit in minor units and says it is in force', async () => {
    const back = limitsBackEnd([20]).on(limitsEndpoints.setLimits, () => ({
      questions: [],
      tokenGuid: null,
      limitsData: [limit(20, { id: 'n', limitState: 'ACTIVE', limitValue: 25_050 })],
    }));
    renderOffice('/en/office/responsible');
    const daily = await screen.findByRole('article', { name: 'Per day' });
    await userEvent.type(within(daily).getByRole('textbox', { name: 'Limit, RUB' }), '250,5');
    await userEvent.click(within(daily).getByRole('button', { name: 'Set limit' }));
    expect(await screen.findByText('Your limit is in force.')).toBeTruthy();
    expect(await bodyOf(back, 'limits.setLimits')).toEqual({
      limits: [{ limitType: 20, limitValue: 25_050 }],
    });
  });

  it('checks the amount before sending it', async () => {
    const back = limitsBackEnd([20]);
    renderOffice('/en/office/responsible');
    const daily = await screen.findByRole('article', { name: 'Per day' });
    const field = within(daily).getByRole('textbox', { name: 'Limit, RUB' });
    await userEvent.click(within(daily).getByRole('button', { name: 'Set limit' }));
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(field);
    await userEvent.type(field, '0.5');
    await userEvent.click(within(daily).getByRole('button', { name: 'Set limit' }));
    expect(plain(daily.textContent)).toContain('₽1.00');
    expect(back.calls.some((call) => call.endpoint === 'limits.setLimits')).toBe(false);
  });

  it('asks the questions of a raise, then shows the change pending with its countdown', async () => {
    const now = Date.now();
    const active = limit(20, { id: 'a', limitState: 'ACTIVE', limitValue: 100_000, limitBalance: 100_000 });
    const pending = limit(20, {
      id: 'p',
      limitState: 'PENDING',
      limitValue: 300_000,
      needApprove: true,
      startedAt: seconds(now + 24 * hour),
      endsAt: seconds(now + 48 * hour),
    });
    const mine = [active];
    const back = limitsBackEnd([20], mine)
      .on(limitsEndpoints.setLimits, () => ({
        questions: [
          {
            id: 1,
            textKey: 'responsible_gaming_question_chasing_losses',
            answers: [
              { id: 1, textKey: 'responsible_gaming_answer_yes' },
              { id: 2, textKey: 'responsible_gaming_answer_no' },
            ],
          },
        ],
        tokenGuid: 'guid-1',
        limitsData: [],
      }))
      .on(limitsEndpoints.testAnswers, () => {
        mine.push(pending);
        return { questionsResult: [{ questionId: 1, passed: true }], success: true, limitsData: [pending] };
      });
    renderOffice('/en/office/responsible');
    const daily = await screen.findByRole('article', { name: 'Per day' });
    await userEvent.type(within(daily).getByRole('textbox', { name: 'New limit, RUB' }), '3000');
    await userEvent.click(within(daily).getByRole('button', { name: 'Change limit' }));
    const questions = await screen.findByRole('region', { name: 'A few questions first' });
    await waitFor(() => expect(document.activeElement?.textContent).toBe('A few questions first'));
    await userEvent.click(within(questions).getByRole('button', { name: 'Send answers' }));
    expect(within(questions).getByRole('alert').textContent).toBe('Please answer every question.');
    await userEvent.click(within(questions).getByRole('radio', { name: 'No' }));
    await userEvent.click(within(questions).getByRole('button', { name: 'Send answers' }));
    expect(
      await screen.findByText(
        'Your change waits for a cooling-off of 24 hours. Come back then to confirm it.',
      ),
    ).toBeTruthy();
    expect(await bodyOf(back, 'limits.testAnswers')).toEqual({
      tokenGuid: 'guid-1',
      answers: [{ questionId: 1, answerId: 2 }],
    });
    const updated = await screen.findByRole('article', { name: 'Per day' });
    await within(updated).findByText('Change waiting: ₽3,000.00', { normalizer: plain });
    const clock = updated.querySelector('time');
    expect(clock?.textContent).toMatch(/^2[34]:\d\d:\d\d$/);
    expect(within(updated).getByRole('button', { name: 'Confirm change' })).toHaveProperty('disabled', true);
    expect(within(updated).getByRole('button', { name: 'Cancel change' })).toHaveProperty('disabled', false);
  });

  it('confirms a change once its cooling-off is over, and says so', async () => {
    const now = Date.now();
    const back = limitsBackEnd(
      [21],
      [
        limit(21, {
          id: 'p',
          limitState: 'PENDING',
          limitValue: null,
          needApprove: true,
          startedAt: seconds(now - hour),
          endsAt: seconds(now + 23 * hour),
        }),
      ],
    ).on(limitsEndpoints.limitAction, () => ({ success: true as const, limitsData: [] }));
    renderOffice('/en/office/responsible');
    const weekly = await screen.findByRole('article', { name: 'Per week' });
    expect(within(weekly).getByText('Change waiting: no limit')).toBeTruthy();
    expect(within(weekly).getByText(/You can confirm it until/)).toBeTruthy();
    await userEvent.click(within(weekly).getByRole('button', { name: 'Confirm change' }));
    expect(await screen.findByText('The new limit is confirmed and in force.')).toBeTruthy();
    expect(await bodyOf(back, 'limits.limitAction')).toEqual({ limitId: 'p', action: 'confirm' });
  });

  it('shows the server’s title when a rejection fails, and its own text without one', async () => {
    const pending = limit(22, {
      id: 'p',
      limitState: 'PENDING',
      limitValue: 1,
      startedAt: seconds(Date.now()),
    });
    const back = limitsBackEnd([22], [pending]).on(limitsEndpoints.limitAction, () =>
      failWith({
        status: 400,
        code: 'VALIDATION_ERROR',
        messageKey: 'responsible_gaming_error_not_pending',
        message: 'This change has already ended.',
      }),
    );
    renderOffice('/en/office/responsible');
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel change' }));
    expect((await screen.findByRole('alert')).textContent).toBe('This change has already ended.');
    back.on(limitsEndpoints.limitAction, () =>
      failWith({ status: 400, code: 'VALIDATION_ERROR', messageKey: 'responsible_gaming_error_not_pending' }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Cancel change' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('The change could not be cancelled.'),
    );
  });

  it('says why a limit was not saved, with the status and the server’s title', async () => {
    limitsBackEnd([31]).on(limitsEndpoints.setLimits, () =>
      failWith({
        status: 400,
        code: 'VALIDATION_ERROR',
        messageKey: 'main_validation_error',
        fields: { 'limits.0.limitValue': 'responsible_gaming_error_value_not_available' },
      }),
    );
    renderOffice('/en/office/responsible');
    const session = await screen.findByRole('article', { name: 'Length of a session' });
    await userEvent.selectOptions(within(session).getByRole('combobox'), '3');
    await userEvent.click(within(session).getByRole('button', { name: 'Set limit' }));
    const alert = await screen.findByRole('alert');
    expect(
      within(alert)
        .getAllByRole('paragraph')
        .map((line) => line.textContent),
    ).toEqual(['Refused', en.responsible_gaming_error_value_not_available]);
  });

  it('shows a signed-out status with the server’s title', async () => {
    limitsBackEnd([32]).on(limitsEndpoints.setLimits, () =>
      failWith({
        status: 401,
        code: 'UNAUTHORIZED',
        messageKey: 'main_unauthorized',
        message: 'Session over',
      }),
    );
    renderOffice('/en/office/responsible');
    const reality = await screen.findByRole('article', { name: 'Remind me every' });
    await userEvent.selectOptions(within(reality).getByRole('combobox'), '15');
    await userEvent.click(within(reality).getByRole('button', { name: 'Set limit' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Please sign in againSession over');
  });
  it('takes a break only after a second confirmation, then ends the session', async () => {
    const back = limitsBackEnd([33])
      .on(limitsEndpoints.blockUser, () => ({ success: true as const }))
      .on(sessionEndpoints.disconnect, () => ({ success: true as const, message: 'bye' }));
    const leave = vi.fn();
    renderOffice('/en/office/responsible', { leave });
    const pause = await screen.findByRole('article', { name: 'Break from play' });
    expect(
      within(pause)
        .getAllByRole('option')
        .slice(1)
        .map((option) => option.textContent),
    ).toEqual(['1 day', '7 days', '30 days']);
    await userEvent.selectOptions(within(pause).getByRole('combobox'), '7');
    await userEvent.click(within(pause).getByRole('button', { name: 'Take a break' }));
    const second = within(pause).getByRole('region', { name: 'Take a break of 7 days?' });
    expect(document.activeElement).toBe(within(second).getByRole('heading'));
    expect(back.calls.map((call) => call.endpoint)).not.toContain('limits.blockUser');
    await userEvent.click(within(second).getByRole('button', { name: 'Yes, take the break' }));
    await waitFor(() => expect(leave).toHaveBeenCalledWith('/en'));
    expect(await bodyOf(back, 'limits.blockUser')).toEqual({ limitType: 33, limitValue: 7 });
    expect(back.calls.map((call) => call.endpoint)).toContain('session.disconnect');
  });
});

describe('self-exclusion view', () => {
  const reasons = () =>
    limitsBackEnd([30]).on(limitsEndpoints.getSelfExcludeReasons, () => ({
      reasons: [
        { id: 1, label: 'responsible_gaming_reason_need_break' },
        { id: 2, label: 'responsible_gaming_reason_spending_money' },
      ],
    }));

  it('says what will happen, asks twice and excludes the player, then starts the site again', async () => {
    const back = reasons()
      .on(limitsEndpoints.blockUser, () => ({ success: true as const }))
      .on(sessionEndpoints.disconnect, () => ({ success: true as const, message: 'bye' }));
    const leave = vi.fn();
    renderOffice('/en/office/responsible?view=self-exclusion', { leave });
    expect(screen.getByRole('heading', { level: 1, name: 'Self-exclusion' })).toBeTruthy();
    expect(screen.getByText('You cannot sign in until the end date.')).toBeTruthy();
    expect(screen.getByText('We stop sending you offers and marketing messages.')).toBeTruthy();
    const reason = screen.getByRole('combobox', { name: 'Why' });
    await waitFor(() => expect(reason).toHaveProperty('disabled', false));
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(document.activeElement).toBe(screen.getByRole('combobox', { name: 'For how long' }));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'For how long' }), '180');
    await userEvent.selectOptions(reason, '2');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    const second = screen.getByRole('region', { name: /^Exclude yourself until/ });
    expect(document.activeElement).toBe(within(second).getByRole('heading'));
    expect(within(second).getByText(/For 180 days, until .* you will not be able to sign in/)).toBeTruthy();
    expect(back.calls.some((call) => call.endpoint === 'limits.blockUser')).toBe(false);
    await userEvent.click(within(second).getByRole('button', { name: 'Yes, exclude me' }));
    await waitFor(() => expect(leave).toHaveBeenCalledWith('/en'));
    expect(back.calls.map((call) => call.endpoint).slice(-2)).toEqual([
      'limits.blockUser',
      'session.disconnect',
    ]);
    expect(await bodyOf(back, 'limits.blockUser')).toEqual({
      limitType: 30,
      limitValue: 180,
      selfExcludeReason: 2,
    });
  });

  it('goes back from the second step to the form with nothing sent', async () => {
    const back = reasons();
    renderOffice('/en/office/responsible?view=self-exclusion');
    const reason = screen.getByRole('combobox', { name: 'Why' });
    await waitFor(() => expect(reason).toHaveProperty('disabled', false));
    expect(within(reason).getByRole('option', { name: 'I want to take a break' })).toBeTruthy();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'For how long' }), '7');
    await userEvent.selectOptions(reason, '1');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await userEvent.click(screen.getByRole('button', { name: 'Go back' }));
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('combobox', { name: 'For how long' })),
    );
    expect(back.calls.map((call) => call.endpoint)).not.toContain('limits.blockUser');
  });
});

describe('deposit-limit prompt on the deposit page', () => {
  const depositPage = (hasDeposit: boolean, mine: Parameters<typeof limitsBackEnd>[1] = []) =>
    limitsBackEnd([20, 21, 22], mine)
      .on(sessionEndpoints.userConfig, () => userConfig({ has_deposit: hasDeposit }))
      .on(walletEndpoints.getBalance, () => balance([rouble]))
      .on(paymentsEndpoints.listMethods, () => ({ methods: [demoCard] }));

  it('asks a player before their first deposit to set a deposit limit, until they dismiss it', async () => {
    depositPage(false);
    renderOffice('/en/office/recharge');
    expect(await screen.findByText('Set a deposit limit', { selector: 'strong' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Set a deposit limit' }).getAttribute('href')).toBe(
      '/en/office/responsible',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Not now' }));
    expect(screen.queryByRole('button', { name: 'Not now' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Deposit limits and self-exclusion' })).toBeTruthy();
  });

  it('only links to the limits page when the player has a deposit limit or has deposited before', async () => {
    depositPage(false, [limit(21, { id: 'w', limitState: 'ACTIVE', limitValue: 100_000 })]);
    renderOffice('/en/office/recharge');
    await screen.findByRole('radio', { name: /Demo card/ });
    expect(await screen.findByRole('link', { name: 'Deposit limits and self-exclusion' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Not now' })).toBeNull();
    cleanup();
    depositPage(true);
    renderOffice('/en/office/recharge');
    await screen.findByRole('radio', { name: /Demo card/ });
    expect(screen.queryByRole('button', { name: 'Not now' })).toBeNull();
  });
});
