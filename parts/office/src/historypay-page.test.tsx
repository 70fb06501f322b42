import { fakeBackEnd } from '@parlay/client/testing';
import type { PaymentRecord } from '@parlay/contract';
import { paymentsEndpoints } from '@parlay/contract/endpoints';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pagesAround } from './history-pager.tsx';
import { paymentRecord, plain, renderOffice } from './testing/render-office.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** 23 payments, newest first, 10 a page, as the server pages them; filtered by kind when asked. */
function history() {
  const all: PaymentRecord[] = Array.from({ length: 23 }, (_, index) =>
    paymentRecord(100 - index, {
      kind: index % 3 === 0 ? 'withdrawal' : 'deposit',
      status: index === 0 ? 'pending' : 'success',
      amount: `${100 + index}.00`,
    }),
  );
  return fakeBackEnd().on(paymentsEndpoints.history, ({ query }) => {
    const matching = all.filter((payment) => query.kind === undefined || payment.kind === query.kind);
    const start = (query.pageNumber - 1) * 10;
    return { data: { entities: matching.slice(start, start + 10) }, total_count: matching.length };
  });
}

const asked = (back: ReturnType<typeof history>) =>
  back.calls.map((call) => Object.fromEntries(new URL(call.request.url).searchParams));

describe('payment history', () => {
  it('lists the payments, newest first, with their amounts, operations and statuses', async () => {
    history();
    renderOffice('/en/office/historypay');
    const table = await screen.findByRole('table');
    expect(within(table).getByText('Page 1 of 3 · 23 payments in all')).toBeTruthy();
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(10);
    expect(plain(rows[0]?.textContent)).toMatch(/Withdrawal · Demo card · №100−₽100\.00Pending/);
    expect(plain(rows[1]?.textContent)).toMatch(/Deposit · Demo card · №99\+₽101\.00Completed/);
  });

  it('moves between pages, taking the player to the table', async () => {
    const back = history();
    renderOffice('/en/office/historypay');
    await screen.findByRole('table');
    const pages = screen.getByRole('navigation', { name: 'Pages of the payment history' });
    expect(within(pages).getByRole('button', { name: 'Page 1' }).getAttribute('aria-current')).toBe('page');
    await userEvent.click(within(pages).getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Page 2 of 3 · 23 payments in all')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('table')));
    await userEvent.click(
      within(screen.getByRole('navigation', { name: /Pages/ })).getByRole('button', { name: 'Page 3' }),
    );
    expect(await screen.findByText('Page 3 of 3 · 23 payments in all')).toBeTruthy();
    expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(4);
    expect(asked(back).map((query) => query.pageNumber)).toEqual(['1', '2', '3']);
    expect(asked(back)[0]).toMatchObject({ isIncludeArchive: 'false', lang: 'en' });
  });

  it('filters by operation and by days, starting again from the first page', async () => {
    const back = history();
    renderOffice('/en/office/historypay');
    await screen.findByRole('table');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText(/Page 2 of 3/);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Operation' }), 'withdrawal');
    expect(await screen.findByText('Page 1 of 1 · 8 payments in all')).toBeTruthy();
    expect(asked(back).at(-1)).toMatchObject({ kind: 'withdrawal', pageNumber: '1' });
    const from = screen.getByLabelText('From');
    await userEvent.type(from, '2026-03-01');
    await waitFor(() => expect(asked(back).at(-1)?.dateFrom).toBe(new Date(2026, 2, 1).toISOString()));
    await userEvent.click(screen.getByRole('checkbox', { name: /Include the archive/ }));
    await waitFor(() => expect(asked(back).at(-1)?.isIncludeArchive).toBe('true'));
  });

  it('says when there is nothing to show', async () => {
    fakeBackEnd().on(paymentsEndpoints.history, () => ({ data: { entities: [] }, total_count: 0 }));
    renderOffice('/en/office/historypay');
    const notice = (await screen.findByText(/No payments match/)).parentElement as HTMLElement;
    expect(within(notice).getByRole('link', { name: 'Deposit' }).getAttribute('href')).toBe(
      '/en/office/recharge',
    );
  });
});

describe('page numbers offered', () => {
  it('are the first, the last and two either side of the current one', () => {
    expect(pagesAround(1, 1)).toEqual([1]);
    expect(pagesAround(1, 3)).toEqual([1, 2, 3]);
    expect(pagesAround(10, 20)).toEqual([1, 8, 9, 10, 11, 12, 20]);
  });
});
