import { cleanup, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderSportsPage } from './testing/render-sports.tsx';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

/** The first game's prices on the page (1, X, 2) as shown, without their outcome's label. */
const firstPrices = () =>
  [...document.querySelectorAll('[data-selection-id]')]
    .slice(0, 3)
    .map((price) => price.lastElementChild?.textContent);

describe('the odds format setting', () => {
  it('shows decimal odds until the visitor chooses another format, then every price in it', async () => {
    await renderSportsPage('/en/line/football');
    expect(firstPrices()).toEqual(['1.85', '3.60', '4.20']);
    const select = screen.getByLabelText('Odds format');
    await userEvent.selectOptions(select, 'American');
    expect(firstPrices()).toEqual(['-118', '+260', '+320']);
    await userEvent.selectOptions(select, 'Fractional');
    expect(firstPrices()).toEqual(['17/20', '13/5', '16/5']);
  });

  it('remembers the choice in this browser (its coefViewId) for the next page', async () => {
    await renderSportsPage('/en/line/football');
    await userEvent.selectOptions(screen.getByLabelText('Odds format'), 'Hong Kong');
    expect(localStorage.getItem('parlay.coefViewId')).toBe('4');
    cleanup();
    await renderSportsPage('/en/team/line/431-arsenal');
    expect(screen.getByLabelText<HTMLSelectElement>('Odds format').value).toBe('hongKong');
    expect(firstPrices()).toEqual(['0.85', '2.60', '3.20']);
  });
});
