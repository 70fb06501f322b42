import { describe, expect, it } from 'vitest';
import {
  applyMarketCommand,
  isVoidedByCancel,
  type MarketCommand,
  type MarketState,
  newMarketState,
} from './market-state.ts';
import { outcomeLost, outcomeWon } from './outcome-result.ts';

const run = (state: MarketState, ...commands: MarketCommand[]) =>
  commands.reduce(
    (current, command) => {
      const next = applyMarketCommand(current.state, command);
      return { state: next.state, effects: [...current.effects, ...next.effects] };
    },
    { state, effects: [] as ReturnType<typeof applyMarketCommand>['effects'][number][] },
  );

const homeWon = { '1': outcomeWon, '3': outcomeLost };
const awayWon = { '1': outcomeLost, '3': outcomeWon };

describe('the market state machine', () => {
  it('suspends on a bet stop, keeps taking prices, and reopens on an active odds change', () => {
    const stopped = run(newMarketState(), { type: 'bet-stop' });
    expect(stopped.state.status).toBe('suspended');
    const moved = applyMarketCommand(stopped.state, { type: 'odds-change', status: 'suspended' });
    expect(moved.effects).toEqual([{ kind: 'prices-apply' }]);
    const reopened = applyMarketCommand(moved.state, { type: 'odds-change', status: 'active' });
    expect(reopened.state.status).toBe('active');
    expect(reopened.effects).toContainEqual({ kind: 'status-changed', from: 'suspended', to: 'active' });
  });

  it('leaves a deactivated market alone on a bet stop', () => {
    const off = newMarketState('deactivated');
    expect(applyMarketCommand(off, { type: 'bet-stop' })).toEqual({ state: off, effects: [] });
  });

  it('settles live-scouted, then confirms without settling twice', () => {
    const scouted = run(newMarketState(), { type: 'settle', certainty: 'live-scouted', results: homeWon });
    expect(scouted.state.status).toBe('settled');
    const confirmed = applyMarketCommand(scouted.state, {
      type: 'settle',
      certainty: 'confirmed',
      results: homeWon,
    });
    expect(confirmed.effects).toEqual([{ kind: 'settlement-confirmed' }]);
    expect(confirmed.state.settlement?.certainty).toBe('confirmed');
    // A late scouted copy changes nothing once confirmed.
    expect(
      applyMarketCommand(confirmed.state, { type: 'settle', certainty: 'live-scouted', results: awayWon })
        .effects,
    ).toEqual([]);
  });

  it('corrects a scouted settlement the confirmation contradicts: rolled back, then settled anew', () => {
    const { effects } = run(
      newMarketState(),
      { type: 'settle', certainty: 'live-scouted', results: homeWon },
      { type: 'settle', certainty: 'confirmed', results: awayWon },
    );
    expect(effects.map((effect) => effect.kind)).toEqual([
      'settled',
      'status-changed',
      'settlement-rolled-back',
      'settled',
    ]);
  });

  it('takes no prices once settled, until the settlement is rolled back', () => {
    const settled = run(newMarketState(), { type: 'settle', certainty: 'confirmed', results: homeWon }).state;
    expect(applyMarketCommand(settled, { type: 'odds-change', status: 'active' }).effects).toEqual([]);
    const rolledBack = applyMarketCommand(settled, { type: 'rollback-settlement' });
    expect(rolledBack.state.status).toBe('active');
    expect(rolledBack.effects).toContainEqual({ kind: 'settlement-rolled-back', results: homeWon });
  });

  it('cancels a whole market, and a rollback of the cancel restores what it was', () => {
    const settled = run(newMarketState(), { type: 'settle', certainty: 'confirmed', results: homeWon }).state;
    const cancelled = applyMarketCommand(settled, { type: 'cancel' });
    expect(cancelled.state.status).toBe('cancelled');
    const restored = applyMarketCommand(cancelled.state, { type: 'rollback-cancel' });
    expect(restored.state.status).toBe('settled');
    expect(restored.effects).toContainEqual({ kind: 'cancel-rolled-back', window: {} });
  });

  it('voids only the bets placed in a cancel window; the market keeps trading', () => {
    const window = { from: 1_000, to: 2_000 };
    const { state } = run(newMarketState(), { type: 'cancel', window });
    expect(state.status).toBe('active');
    expect(isVoidedByCancel(state.cancelWindows, 999)).toBe(false);
    expect(isVoidedByCancel(state.cancelWindows, 1_000)).toBe(true);
    expect(isVoidedByCancel(state.cancelWindows, 2_000)).toBe(false);
    expect(isVoidedByCancel([{ from: 5 }], 1e12)).toBe(true);
    const rolledBack = applyMarketCommand(state, { type: 'rollback-cancel', window });
    expect(rolledBack.state.cancelWindows).toEqual([]);
    expect(applyMarketCommand(rolledBack.state, { type: 'rollback-cancel', window }).effects).toEqual([]);
  });

  it('applies a repeated cancel once', () => {
    const once = run(newMarketState(), { type: 'cancel', window: { to: 5 } });
    expect(applyMarketCommand(once.state, { type: 'cancel', window: { to: 5 } }).effects).toEqual([]);
  });
});
