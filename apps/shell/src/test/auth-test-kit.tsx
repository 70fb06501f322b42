import { checkedAgainstContract } from '@parlay/client/testing';
import type { SiteConfig } from '@parlay/contract';
import { act, configure, render } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { vi } from 'vitest';
import { AuthModalsSlot } from '../auth/auth-modals-slot.tsx';
import { type AuthModalRequest, openAuthModal } from '../auth/open-auth-modal.ts';
import { loadDictionaries } from '../i18n/bundled-dictionaries.ts';
import { createShellTranslations } from '../i18n/create-i18n.ts';
import { TranslatorProvider } from '../i18n/use-translation.ts';
import { ShellDataProvider } from '../state/shell-data.tsx';
import { siteConfigFixture } from './site-config-fixture.ts';

// The first dialog of a test file loads its chunk and dictionary: give it time on a busy machine.
configure({ asyncUtilTimeout: 5000 });

/** The user, typing and clicking as a person does (pointer-events and visibility checked). */
export const user = userEvent.setup();

export interface SentRequest {
  method: string;
  path: string;
  body: unknown;
  headers: Headers;
}

type Answer = (request: SentRequest) => Response | Promise<Response>;

export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

export const failure = (status: number, code: string, messageKey: string, extra: object = {}) =>
  json(status, { status, code, messageKey, ...extra });

/**
 * A fake back end keyed by "METHOD /path" (query left out), whose answers must match the contract. Each key answers with a function, or
 * with a list used in turn (the last one repeats). Unknown calls answer 404. The fingerprint call
 * every sign-in needs is answered unless a test overrides it.
 */
export function fakeBackEnd(routes: Record<string, Answer | Answer[]>) {
  const sent: SentRequest[] = [];
  const used = new Map<string, number>();
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://parlay.test');
    const method = (init?.method ?? 'GET').toUpperCase();
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    const request: SentRequest = {
      method,
      path: url.pathname + url.search,
      body,
      headers: new Headers(init?.headers),
    };
    const key = `${method} ${url.pathname}`;
    sent.push(request);
    const route =
      routes[key] ??
      (key === 'POST /web-api/fingerprint'
        ? () => json(200, { token: 'fp-token', expiresAt: Date.now() + 86_400_000 })
        : undefined);
    if (!route) return failure(404, 'NOT_FOUND', 'main_not_found');
    const index = used.get(key) ?? 0;
    used.set(key, index + 1);
    const answer = Array.isArray(route) ? (route[Math.min(index, route.length - 1)] as Answer) : route;
    // The test's answers are checked against the endpoint declarations, so they cannot drift.
    return checkedAgainstContract(method, url.pathname, await answer(request));
  });
  vi.stubGlobal('fetch', fetchMock);
  /** The calls made to one path, in order (fingerprint and provider lists are noise for most tests). */
  const calls = (key: string) =>
    sent.filter((request) => `${request.method} ${request.path.split('?')[0]}` === key);
  return { sent, calls };
}

/** The dialogs' slot in the shell's providers (English), as the shell root mounts it. */
export async function renderAuthSlot(config: Partial<SiteConfig> = {}) {
  const dictionaries = await loadDictionaries('en', ['main', 'routes', 'pages']);
  render(
    <ShellDataProvider
      value={{
        config: siteConfigFixture(config),
        availableParts: [],
        buildId: 'test',
        visitorCountry: null,
      }}
    >
      <TranslatorProvider translations={createShellTranslations('en', dictionaries, loadDictionaries)}>
        <AuthModalsSlot />
      </TranslatorProvider>
    </ShellDataProvider>,
  );
}

/** Asks for a dialog; awaited, so the act scope closes even when the host suspends while loading. */
export async function open(request: AuthModalRequest) {
  await act(async () => openAuthModal(request));
}
