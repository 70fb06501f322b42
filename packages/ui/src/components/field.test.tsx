import { cleanup, render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { Field } from './field.tsx';

afterEach(cleanup);

describe('Field', () => {
  it('labels its input, so it can be found and typed into by its label', async () => {
    render(<Field label="Email" type="email" />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input.getAttribute('type')).toBe('email');
    await userEvent.type(input, 'ann@example.com');
    expect((input as HTMLInputElement).value).toBe('ann@example.com');
  });

  it('with an error is aria-invalid and describes itself with the error text', () => {
    render(<Field label="Phone" type="tel" hint="With country code" error="Enter a valid phone number" />);
    const input = screen.getByRole('textbox', {
      name: 'Phone',
      description: 'Enter a valid phone number With country code',
    });
    expect(input.getAttribute('aria-invalid')).toBe('true');
  });

  it('without an error is not invalid and is described by the hint only', () => {
    render(<Field label="Promo code" hint="Optional" />);
    const input = screen.getByRole('textbox', { name: 'Promo code', description: 'Optional' });
    expect(input.hasAttribute('aria-invalid')).toBe(false);
  });

  it('works for password and number inputs, which are found by label', () => {
    render(
      <>
        <Field label="Password" type="password" error="Too short" />
        <Field label="Stake" type="number" required />
      </>,
    );
    const password = screen.getByLabelText('Password');
    expect(password.getAttribute('type')).toBe('password');
    expect(password.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('spinbutton', { name: 'Stake' }).hasAttribute('required')).toBe(true);
  });

  it('keeps a hidden label available to screen readers', () => {
    render(<Field label="Search events" type="search" hideLabel />);
    expect(screen.getByRole('searchbox', { name: 'Search events' })).toBeTruthy();
  });
});
