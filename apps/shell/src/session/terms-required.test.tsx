import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakePartsBackEnd, jsonAnswer, renderShell } from '../test/render-shell.tsx';
import { currentSession, setSession } from './session-store.ts';
import { termsRequired } from './terms-required.ts';

const signedIn = {
  userId: 7,
  login: 'p7',
  banLevel: 0,
  banVersion: 0,
  termsChanged: false,
  csrfToken: 'c',
  autoLogoffMinutes: null,
};
const footer = jsonAnswer(200, {
  appName: 'footer',
  title: '',
  codeToEval: '',
  scriptsToLoad: [],
  cssToLoad: [],
  style: [],
  head: '',
  body: '<div data-part-root></div>',
});

beforeEach(() => {
  localStorage.setItem('parlay:age-confirmed-until', String(Date.now() + 60_000));
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  cleanup();
  setSession(null);
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('a 451 "terms not confirmed" answer', () => {
  it('marks the session and sends the user from the page to confirm the terms', async () => {
    fakePartsBackEnd({ footer });
    setSession(signedIn);
    const router = await renderShell('/en/information/about', { availableParts: ['footer'] });
    await screen.findByRole('banner');
    termsRequired(() => void router.revalidate());
    expect(currentSession().termsChanged).toBe(true);
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/en/confirm-terms'));
  });

  it('changes nothing for a visitor who is not signed in', () => {
    const revalidate = vi.fn();
    termsRequired(revalidate);
    expect(currentSession().termsChanged).toBe(false);
    expect(revalidate).not.toHaveBeenCalled();
  });
});
