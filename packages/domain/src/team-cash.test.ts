import { describe, expect, it } from 'vitest';
import { teamCashModalDecision, teamCashModalSeenFrom } from './team-cash.ts';

describe('teamCashModalDecision', () => {
  it('shows nothing below three completed payments', () => {
    expect(teamCashModalDecision(0, 'none')).toEqual({ show: false, seen: 'none' });
    expect(teamCashModalDecision(2, 'none')).toEqual({ show: false, seen: 'none' });
  });

  it('shows the modal once at three completed payments', () => {
    const first = teamCashModalDecision(3, 'none');
    expect(first).toEqual({ show: true, seen: 'at-three' });
    expect(teamCashModalDecision(3, first.seen)).toEqual({ show: false, seen: 'at-three' });
  });

  it('shows it once more at four and then never again', () => {
    const atFour = teamCashModalDecision(4, 'at-three');
    expect(atFour).toEqual({ show: true, seen: 'done' });
    expect(teamCashModalDecision(5, atFour.seen)).toEqual({ show: false, seen: 'done' });
    expect(teamCashModalDecision(40, 'done').show).toBe(false);
  });

  it('shows it at four even when the player never saw it at three', () => {
    expect(teamCashModalDecision(6, 'none')).toEqual({ show: true, seen: 'done' });
  });

  it('reads an unknown cookie value as nothing shown', () => {
    expect(teamCashModalSeenFrom(undefined)).toBe('none');
    expect(teamCashModalSeenFrom('garbage')).toBe('none');
    expect(teamCashModalSeenFrom('done')).toBe('done');
  });
});
