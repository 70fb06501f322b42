import { checkedAgainstContract } from '@parlay/client/testing';
import type { OutboxMessage } from '@parlay/contract';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadDictionaries } from '../i18n/bundled-dictionaries.ts';
import { createShellTranslations } from '../i18n/create-i18n.ts';
import type { Dictionaries } from '../i18n/dictionaries.ts';
import { TranslatorProvider } from '../i18n/use-translation.ts';
import { DebuggerPage, outboxRefreshMs } from './debugger-page.tsx';
import { DebuggerRoute } from './debugger-route.tsx';

let dictionaries: Dictionaries;
beforeAll(async () => {
  dictionaries = await loadDictionaries('en', ['main', 'routes', 'pages']);
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const sms: OutboxMessage = {
  id: 1,
  channel: 'sms',
  to: '+7 900 123-45-67',
  subject: '',
  text: 'Parlay sign-in code: 4821. Do not tell it to anyone.',
  code: '4821',
  created_at: '2026-11-22T02:00:00.000Z',
};
const email: OutboxMessage = {
  id: 2,
  channel: 'email',
  to: 'anna@example.com',
  subject: 'Confirm your email',
  text: 'Open https://parlay.test/en/user/activate?token=abc or enter the code 735190.',
  code: '735190',
  created_at: '2026-11-22T02:05:00.000Z',
};

/** The outbox endpoint answering each call with the next list (the last one repeats). */
function fakeOutbox(...answers: OutboxMessage[][]) {
  const fetchMock = vi.fn(async (url: string) => {
    expect(url).toBe('/web-api/debugger/outbox');
    const messages = answers.length > 1 ? answers.shift() : answers[0];
    return checkedAgainstContract(
      'GET',
      url,
      new Response(JSON.stringify({ messages }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      }),
    );
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function renderInShell(element: React.ReactNode) {
  return render(
    <TranslatorProvider translations={createShellTranslations('en', dictionaries, loadDictionaries)}>
      {element}
    </TranslatorProvider>,
  );
}

const messageTitles = () =>
  within(screen.getByRole('list', { name: 'Messages' }))
    .getAllByRole('heading')
    .map((heading) => heading.textContent);

describe('debugger page', () => {
  it('lists the outbox newest first with recipient, channel and the code marked', async () => {
    fakeOutbox([sms, email]);
    renderInShell(<DebuggerPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Message outbox' })).toBeTruthy();
    await screen.findByRole('list', { name: 'Messages' });
    expect(messageTitles()).toEqual(['Confirm your email', '(no subject)']);
    const first = screen.getByRole('article', { name: 'Confirm your email' });
    expect(within(first).getByText('anna@example.com')).toBeTruthy();
    expect(within(first).getByText('Email')).toBeTruthy();
    const marks = [...first.querySelectorAll('mark')].map((mark) => mark.textContent);
    expect(marks).toEqual(['735190', '735190']);
    expect(first.textContent).toContain(
      'Open https://parlay.test/en/user/activate?token=abc or enter the code',
    );
  });

  it('makes links in a message clickable, without the sentence’s full stop, and marks the code outside them', async () => {
    fakeOutbox([
      {
        ...email,
        text: 'Your code: 715561. You can also open /en/user/passwordreset?code=1-715561. Or https://parlay.test/x, thanks.',
        code: '715561',
      },
    ]);
    renderInShell(<DebuggerPage />);
    const path = await screen.findByRole('link', { name: '/en/user/passwordreset?code=1-715561' });
    expect(path.getAttribute('href')).toBe('/en/user/passwordreset?code=1-715561');
    expect(screen.getByRole('link', { name: 'https://parlay.test/x' }).getAttribute('href')).toBe(
      'https://parlay.test/x',
    );
    const text = screen.getByRole('article').querySelector('p:last-child');
    expect(text?.textContent).toBe(
      'Your code: 715561. You can also open /en/user/passwordreset?code=1-715561. Or https://parlay.test/x, thanks.',
    );
    expect(text?.querySelectorAll('mark')).toHaveLength(1);
  });

  it('filters by part of the recipient, ignoring spaces and dashes', async () => {
    fakeOutbox([sms, email]);
    renderInShell(<DebuggerPage />);
    await screen.findByRole('list', { name: 'Messages' });
    const filter = screen.getByRole('searchbox', { name: 'Recipient' });
    await userEvent.type(filter, '9001234');
    expect(messageTitles()).toEqual(['(no subject)']);
    await userEvent.clear(filter);
    await userEvent.type(filter, 'nobody@');
    expect(screen.getByText('No messages for this recipient.')).toBeTruthy();
  });

  it('shows new messages on refresh, and by itself every 5 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetchMock = fakeOutbox([], [sms], [sms, email]);
    renderInShell(<DebuggerPage />);
    expect(await screen.findByText(/No messages yet/)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByRole('article', { name: '(no subject)' })).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(outboxRefreshMs));
    expect(await screen.findByRole('article', { name: 'Confirm your email' })).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(3);

    await userEvent.click(screen.getByRole('checkbox', { name: 'Refresh every 5 seconds' }));
    await act(() => vi.advanceTimersByTimeAsync(outboxRefreshMs * 3));
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('says so when the outbox cannot be read', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify({ status: 404, code: 'NOT_FOUND', messageKey: 'main_not_found' }), {
            status: 404,
            headers: { 'content-type': 'application/json' },
          }),
      ),
    );
    renderInShell(<DebuggerPage />);
    expect((await screen.findByRole('alert')).textContent).toBe('The outbox could not be loaded.');
  });
});

describe('debugger route', () => {
  it('renders a short page first (as the server does) and the outbox once its chunk is loaded', async () => {
    fakeOutbox([email]);
    renderInShell(<DebuggerRoute />);
    expect(screen.getByRole('heading', { level: 1, name: 'Debugger' })).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 1, name: 'Message outbox' })).toBeTruthy();
    expect(await screen.findByRole('article', { name: 'Confirm your email' })).toBeTruthy();
  });
});
