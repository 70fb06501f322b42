import { cleanup, render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Select } from './select.tsx';

afterEach(cleanup);

const oddsFormats = [
  { value: '0', label: 'Decimal' },
  { value: '1', label: 'American' },
  { value: '2', label: 'Fractional', disabled: true },
];

describe('Select', () => {
  it('is a combobox named by its label, showing the placeholder until a value is chosen', () => {
    render(<Select label="Odds format" placeholder="Choose a format" options={oddsFormats} />);
    const trigger = screen.getByRole('combobox', { name: 'Odds format' });
    expect(trigger.textContent).toContain('Choose a format');
  });

  it('opens with the mouse and chooses an option', async () => {
    const onValueChange = vi.fn();
    render(
      <Select label="Odds format" options={oddsFormats} defaultValue="0" onValueChange={onValueChange} />,
    );
    await userEvent.click(screen.getByRole('combobox', { name: 'Odds format' }));
    expect(screen.getByRole('listbox')).toBeTruthy();
    await userEvent.click(screen.getByRole('option', { name: 'American' }));
    expect(onValueChange).toHaveBeenCalledWith('1');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(screen.getByRole('combobox', { name: 'Odds format' }).textContent).toContain('American');
  });

  it('opens with the keyboard and chooses with arrows and Enter', async () => {
    const onValueChange = vi.fn();
    render(
      <Select label="Odds format" options={oddsFormats} defaultValue="0" onValueChange={onValueChange} />,
    );
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('listbox')).toBeTruthy();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(onValueChange).toHaveBeenCalledWith('1');
  });

  it('marks disabled options so they cannot be chosen', async () => {
    render(<Select label="Odds format" options={oddsFormats} defaultValue="0" />);
    await userEvent.click(screen.getByRole('combobox', { name: 'Odds format' }));
    expect(screen.getByRole('option', { name: 'Fractional' }).getAttribute('aria-disabled')).toBe('true');
  });

  it('with an error is aria-invalid and described by the error text', () => {
    render(<Select label="Currency" options={oddsFormats} error="Choose a currency" />);
    const trigger = screen.getByRole('combobox', { name: 'Currency', description: 'Choose a currency' });
    expect(trigger.getAttribute('aria-invalid')).toBe('true');
  });
});
