import { checkedAgainstContract } from '@parlay/client/testing';
import { createTranslator } from '@parlay/i18n';
import { configure, render } from '@testing-library/react';
import { vi } from 'vitest';
import en from '../dictionaries/en.json' with { type: 'json' };
import { IdentityApp } from '../identity-app.tsx';
import type { IdentityState } from '../identity-view.ts';
import { resolveIdentityView } from '../resolve-view.ts';

configure({ asyncUtilTimeout: 5000 });

export interface FakeAnswer {
  status: number;
  body?: unknown;
}

export interface RecordedCall {
  method: string;
  url: string;
  body: unknown;
  headers: Record<string, string>;
}

/**
 * A fake back end behind `fetch`: each path answers from its queue (the last answer repeats), an
 * unknown path answers 404. Records every call with its JSON body.
 */
export function fakeBackEnd(answers: Record<string, FakeAnswer | FakeAnswer[]>) {
  const calls: RecordedCall[] = [];
  const queues = new Map(Object.entries(answers).map(([path, answer]) => [path, [answer].flat()]));
  const fetchMock = vi.fn(async (input: string | URL | Request, init?: RequestInit) => {
    const url = String(input);
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({
      method: init?.method ?? 'GET',
      url,
      body,
      headers: Object.fromEntries(new Headers(init?.headers).entries()),
    });
    const queue = queues.get(new URL(url, 'http://site.test').pathname);
    const answer = queue && queue.length > 1 ? queue.shift() : queue?.[0];
    if (answer === undefined)
      return Response.json({ status: 404, code: 'NOT_FOUND', messageKey: 'main_not_found' }, { status: 404 });
    // The test's answers are checked against the endpoint declarations, so they cannot drift.
    return checkedAgainstContract(
      init?.method ?? 'GET',
      url,
      new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
        status: answer.status,
        headers: { 'content-type': 'application/json' },
      }),
    );
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
}

/** The server's error envelope. */
export const failure = (status: number, code: string, messageKey = 'main_query_error') => ({
  status,
  body: { status, code, messageKey },
});

export const ok = (body: unknown = { success: true }): FakeAnswer => ({ status: 200, body });

/** Renders the part's app for a page URL, as the client shows it after hydration. */
export function renderIdentity(url: string) {
  const state: IdentityState = { language: 'en', dictionary: en, view: resolveIdentityView(url) };
  const i18n = createTranslator('en', en);
  return render(<IdentityApp state={state} i18n={i18n} />);
}
