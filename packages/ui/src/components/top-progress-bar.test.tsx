import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PROGRESS_THROTTLE_MS, TopProgressBar } from './top-progress-bar.tsx';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const bar = () => screen.queryByRole('progressbar', { name: 'Loading page' });

function advance(ms: number) {
  act(() => vi.advanceTimersByTime(ms));
}

describe('TopProgressBar', () => {
  it('never appears for a navigation shorter than the throttle', () => {
    const { rerender } = render(<TopProgressBar active label="Loading page" />);
    advance(PROGRESS_THROTTLE_MS - 50);
    expect(bar()).toBeNull();
    rerender(<TopProgressBar active={false} label="Loading page" />);
    advance(5_000);
    expect(bar()).toBeNull();
  });

  it('appears once a navigation outlasts the throttle, as an indeterminate progressbar', () => {
    render(<TopProgressBar active label="Loading page" />);
    advance(PROGRESS_THROTTLE_MS);
    expect(bar()).toBeTruthy();
    expect(bar()?.hasAttribute('aria-valuenow')).toBe(false);
  });

  it('completes to 100 and then goes away when the navigation ends', () => {
    const { rerender } = render(<TopProgressBar active label="Loading page" />);
    advance(PROGRESS_THROTTLE_MS + 500);
    rerender(<TopProgressBar active={false} label="Loading page" />);
    expect(bar()?.getAttribute('aria-valuenow')).toBe('100');
    advance(1_000);
    expect(bar()).toBeNull();
  });

  it('reports known progress through aria-valuenow, clamped to 0-100', () => {
    const { rerender } = render(<TopProgressBar active value={42.4} label="Loading page" />);
    advance(PROGRESS_THROTTLE_MS);
    expect(bar()?.getAttribute('aria-valuenow')).toBe('42');
    rerender(<TopProgressBar active value={130} label="Loading page" />);
    expect(bar()?.getAttribute('aria-valuenow')).toBe('100');
  });
});
