import { failWith, fakeBackEnd } from '@parlay/client/testing';
import { couponEndpoints } from '@parlay/contract/endpoints';
import { createTranslator } from '@parlay/i18n';
import { cleanup, render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import en from '../dictionaries/en.json' with { type: 'json' };
import { BettingCalculator } from './betting-calculator.tsx';
import { initialForm, requestBodyOf } from './calculator-form.ts';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const { t } = createTranslator('en', en);
const expressAnswer = {
  lines: 1,
  stakePerLine: 10,
  totalStake: 10,
  coef: 6.216,
  potentialWin: 62.16,
  settledReturn: null,
};

function renderCalculator() {
  render(<BettingCalculator language="en" t={t} />);
}

const resultValue = (term: string) => screen.getByText(term).nextElementSibling?.textContent;

describe('the betting calculator', () => {
  it('asks the server for the starting express and shows its answer', async () => {
    const backEnd = fakeBackEnd().on(couponEndpoints.calculate, () => expressAnswer);
    renderCalculator();
    await screen.findByText('Potential win');
    expect(resultValue('Potential win')).toBe('62.16');
    expect(resultValue('Total odds')).toBe('6.216');
    expect(resultValue('Settled return')).toBe('Not settled yet');
    expect(await backEnd.calls[0]!.request.json()).toEqual(requestBodyOf(initialForm));
  });

  it('asks for k once the type is a system, and sends the results chosen per selection', async () => {
    const backEnd = fakeBackEnd().on(couponEndpoints.calculate, () => ({
      ...expressAnswer,
      lines: 3,
      coef: null,
    }));
    renderCalculator();
    await screen.findByText('Potential win');
    await userEvent.selectOptions(screen.getByLabelText('Bet type'), 'System');
    await userEvent.selectOptions(screen.getByLabelText('Result of selection 2'), 'Lose');
    expect(screen.getByLabelText('Selections per line')).toBeTruthy();
    await vi.waitFor(async () => {
      const last = backEnd.calls.at(-1)!;
      expect(await last.request.clone().json()).toMatchObject({
        typeId: 2,
        systemValue: 2,
        bets: [{ statusId: -1 }, { statusId: 0 }, { statusId: -1 }],
      });
    });
    await vi.waitFor(() => expect(resultValue('Lines')).toBe('3'));
  });

  it('shows a refused field on its input, translated', async () => {
    fakeBackEnd().on(couponEndpoints.calculate, () =>
      failWith({
        status: 400,
        code: 'VALIDATION_ERROR',
        messageKey: 'main_validation_error',
        fields: { 'bets.1.coef': 'coupon_error_coef_invalid' },
      }),
    );
    renderCalculator();
    const message = await screen.findByText('Enter odds of at least 1.001 with up to 3 decimals');
    const input = screen.getByLabelText('Odds of selection 2');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toBe(message.id);
    expect(screen.getByText('Correct the highlighted fields.')).toBeTruthy();
  });

  it('adds and removes selections by keyboard-reachable buttons', async () => {
    fakeBackEnd().on(couponEndpoints.calculate, () => expressAnswer);
    renderCalculator();
    await userEvent.click(screen.getByRole('button', { name: 'Add a selection' }));
    expect(screen.getByLabelText('Odds of selection 4')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Remove selection 1' }));
    expect(screen.queryByLabelText('Odds of selection 4')).toBeNull();
    expect((screen.getByLabelText('Odds of selection 1') as HTMLInputElement).value).toBe('2.10');
  });

  it('takes a stake for each later block of a conditional coupon and shows the block maxima', async () => {
    const backEnd = fakeBackEnd().on(couponEndpoints.calculate, () => ({
      lines: 3,
      stakePerLine: null,
      totalStake: 100,
      coef: null,
      potentialWin: 193.63,
      settledReturn: null,
      blockMaxStakes: [100, 115, 180.63],
    }));
    renderCalculator();
    await userEvent.selectOptions(screen.getByLabelText('Bet type'), 'Conditional');
    for (const [number, block] of [
      [1, '0'],
      [2, '1'],
      [3, '2'],
    ] as const) {
      await userEvent.type(screen.getByLabelText(`Block of selection ${number}`), block);
    }
    await userEvent.type(screen.getByLabelText('Stake of block 2 (empty for the maximum)'), '100');
    await vi.waitFor(async () => {
      expect(await backEnd.calls.at(-1)!.request.clone().json()).toMatchObject({
        typeId: 5,
        amountByBlockId: { 2: '100' },
        bets: [{ blockId: 0 }, { blockId: 1 }, { blockId: 2 }],
      });
    });
    await vi.waitFor(() => expect(resultValue('Maximum stake of block 3')).toBe('180.63'));
  });
});
