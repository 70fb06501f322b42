import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type AuthModalRequest, onAuthModalRequest } from '../auth/open-auth-modal.ts';
import { setSession } from '../session/session-store.ts';
import { fakePartsBackEnd, jsonAnswer, renderShell } from '../test/render-shell.tsx';
import { readNextAllowedAt, reminderNextKey, reminderWaitMs } from './registration-reminder-timing.ts';

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
const soon = { registrationReminder: { delay: 0, interval: 3600 } };

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

describe('when the registration reminder is due', () => {
  it('waits the delay after arrival, and never before the stored next time', () => {
    expect(reminderWaitMs({ now: 1_000, arrivedAt: 1_000, delaySeconds: 120, nextAllowedAt: null })).toBe(
      120_000,
    );
    expect(reminderWaitMs({ now: 61_000, arrivedAt: 1_000, delaySeconds: 120, nextAllowedAt: null })).toBe(
      60_000,
    );
    expect(reminderWaitMs({ now: 1_000, arrivedAt: 1_000, delaySeconds: 120, nextAllowedAt: 500_000 })).toBe(
      499_000,
    );
    expect(
      reminderWaitMs({ now: 900_000, arrivedAt: 1_000, delaySeconds: 120, nextAllowedAt: 500_000 }),
    ).toBe(0);
  });
});

describe('the registration reminder popup', () => {
  it('invites a visitor to register once, and stores when it may come again', async () => {
    fakePartsBackEnd({ footer });
    const requests: AuthModalRequest[] = [];
    const stop = onAuthModalRequest((request) => requests.push(request));
    await renderShell('/en', { config: soon });
    const dialog = await screen.findByRole('dialog', { name: 'Your account is one minute away' });
    expect(readNextAllowedAt()).toBeGreaterThan(Date.now() + 3_500_000);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Register' }));
    expect(requests).toEqual([{ kind: 'registration' }]);
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Your account is one minute away' })).toBeNull(),
    );
    stop();
  });

  it('does not come back before the stored time', async () => {
    fakePartsBackEnd({ footer });
    localStorage.setItem(reminderNextKey, String(Date.now() + 3_600_000));
    await renderShell('/en', { config: soon });
    await screen.findByRole('banner');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('is never shown to a signed-in user, nor where registration is closed', async () => {
    fakePartsBackEnd({ footer });
    setSession({
      userId: 7,
      login: 'p7',
      banLevel: 0,
      banVersion: 0,
      termsChanged: false,
      csrfToken: 'c',
      autoLogoffMinutes: null,
    });
    await renderShell('/en', { config: soon });
    await screen.findByRole('banner');
    cleanup();
    setSession(null);
    await renderShell('/en', { config: { ...soon, isRegistrationAllowed: false } });
    await screen.findByRole('banner');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(readNextAllowedAt()).toBeNull();
  });
});
