import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterSignIn } from '../session/session-store.ts';
import { fakeBackEnd, json, open, renderAuthSlot, user } from '../test/auth-test-kit.tsx';

vi.mock('../session/session-store.ts', () => ({ afterSignIn: vi.fn(async () => {}) }));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

// Typing through userEvent is slow on a busy machine: these journeys get more than the default 5 s.
describe('two-step dialog', { timeout: 20_000 }, () => {
  it('opened on its own, sends the code and finishes the sign-in', async () => {
    const backEnd = fakeBackEnd({
      'POST /web-api/auth/two-step': () => json(200, { status: 'signed_in', user_id: 2 }),
    });
    await renderAuthSlot();
    await open({ kind: 'two-step' });
    const dialog = await screen.findByRole('dialog', { name: 'Two-step verification' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Verification code' }), '654321');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(backEnd.calls('POST /web-api/auth/two-step')[0]?.body).toEqual({ code: '654321', save: false });
    expect(afterSignIn).toHaveBeenCalled();
  });
});
