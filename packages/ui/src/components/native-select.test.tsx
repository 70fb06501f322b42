import { cleanup, render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { NativeSelect } from './native-select.tsx';

afterEach(cleanup);

const options = [
  { value: 'EUR', label: 'Euro' },
  { value: 'USD', label: 'US dollar' },
];

describe('NativeSelect', () => {
  it('is named by its label and says what was chosen', async () => {
    const chosen: string[] = [];
    render(
      <NativeSelect
        label="Currency"
        options={options}
        placeholder="Choose"
        onChange={(event) => chosen.push(event.target.value)}
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Currency' }) as HTMLSelectElement;
    expect(select.value).toBe('');
    await userEvent.selectOptions(select, 'USD');
    expect(chosen).toEqual(['USD']);
    expect(select.value).toBe('USD');
  });

  it('ties its error to the control', () => {
    render(<NativeSelect label="Currency" options={options} error="Choose a currency" defaultValue="EUR" />);
    const select = screen.getByRole('combobox', { name: 'Currency' });
    expect(select.getAttribute('aria-invalid')).toBe('true');
    expect(select.getAttribute('aria-describedby')).toBe(screen.getByText('Choose a currency').id);
  });
});
