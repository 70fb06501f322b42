import { cleanup, render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Button } from './button.tsx';

afterEach(cleanup);

describe('Button', () => {
  it('is a type="button" by default, so it never submits a form by accident', () => {
    render(<Button>Add to slip</Button>);
    expect(screen.getByRole('button', { name: 'Add to slip' }).getAttribute('type')).toBe('button');
  });

  it('while loading is aria-busy and disabled, keeps its name and ignores clicks', async () => {
    const onClick = vi.fn();
    render(
      <Button loading onClick={onClick}>
        Place bet
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Place bet' });
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect((button as HTMLButtonElement).disabled).toBe(true);
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('when not loading is clickable and not busy', async () => {
    const onClick = vi.fn();
    render(<Button onClick={onClick}>Place bet</Button>);
    const button = screen.getByRole('button', { name: 'Place bet' });
    expect(button.hasAttribute('aria-busy')).toBe(false);
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledOnce();
  });

  it('with asChild styles the child link instead of rendering a button', () => {
    render(
      <Button asChild variant="secondary">
        <a href="/registration">Register</a>
      </Button>,
    );
    const link = screen.getByRole('link', { name: 'Register' });
    expect(link.getAttribute('href')).toBe('/registration');
    expect(link.className).toContain('pl-button--secondary');
    expect(screen.queryByRole('button')).toBeNull();
  });
});
