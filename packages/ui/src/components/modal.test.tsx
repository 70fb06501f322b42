import { cleanup, render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { Button } from './button.tsx';
import { Field } from './field.tsx';
import { Modal } from './modal.tsx';

afterEach(cleanup);

function SignInModal() {
  return (
    <Modal
      trigger={<Button>Sign in</Button>}
      title="Sign in"
      description="Use your phone or email"
      closeLabel="Close"
      footer={<Button type="submit">Continue</Button>}
    >
      <Field label="Login" />
    </Modal>
  );
}

describe('Modal', () => {
  it('opens from its trigger as a dialog named by its title and described by its description', async () => {
    render(<SignInModal />);
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    const dialog = screen.getByRole('dialog', { name: 'Sign in', description: 'Use your phone or email' });
    // Focus starts on the content (the first field), not on the close button.
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Login' }));
    expect(dialog.contains(document.activeElement)).toBe(true);
  });

  it('keeps Tab and Shift+Tab inside the dialog', async () => {
    render(<SignInModal />);
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    const dialog = screen.getByRole('dialog');
    for (let i = 0; i < 5; i++) {
      await userEvent.tab();
      expect(dialog.contains(document.activeElement)).toBe(true);
    }
    for (let i = 0; i < 5; i++) {
      await userEvent.tab({ shift: true });
      expect(dialog.contains(document.activeElement)).toBe(true);
    }
  });

  it('closes on Escape and returns focus to the trigger', async () => {
    render(<SignInModal />);
    const trigger = screen.getByRole('button', { name: 'Sign in' });
    await userEvent.click(trigger);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(trigger);
  });

  it('closes with its labelled close button', async () => {
    render(<SignInModal />);
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opened from code (no trigger) still returns focus to what opened it', async () => {
    function Controlled() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <Button onClick={() => setOpen(true)}>Deposit</Button>
          <Modal open={open} onOpenChange={setOpen} title="Deposit" closeLabel="Close">
            <Field label="Amount" type="number" />
          </Modal>
        </>
      );
    }
    render(<Controlled />);
    const opener = screen.getByRole('button', { name: 'Deposit' });
    await userEvent.click(opener);
    expect(screen.getByRole('dialog', { name: 'Deposit' })).toBeTruthy();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('when not dismissible ignores Escape and has no close button', async () => {
    render(
      <Modal defaultOpen dismissible={false} title="Session limit reached">
        <Button>Sign out</Button>
      </Modal>,
    );
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Session limit reached' })).toBeTruthy();
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual(['Sign out']);
  });
});
