import { cleanup, render, screen } from '@testing-library/react';
import type { ComponentProps } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { Link } from './link.tsx';

afterEach(cleanup);

// Stands in for the router's Link: an anchor built from a `to` prop.
function RouterLink({ to, ...props }: Omit<ComponentProps<'a'>, 'href'> & { to: string }) {
  return <a href={to} data-router="" {...props} />;
}

describe('Link', () => {
  it('renders a styled anchor with its href', () => {
    render(<Link href="/info/rules">Rules</Link>);
    const link = screen.getByRole('link', { name: 'Rules' });
    expect(link.getAttribute('href')).toBe('/info/rules');
    expect(link.className).toContain('pl-link--inline');
  });

  it('with asChild passes its styling to a router link', () => {
    render(
      <Link asChild variant="standalone">
        <RouterLink to="/info/contacts">Contacts</RouterLink>
      </Link>,
    );
    const link = screen.getByRole('link', { name: 'Contacts' });
    expect(link.hasAttribute('data-router')).toBe(true);
    expect(link.getAttribute('href')).toBe('/info/contacts');
    expect(link.className).toContain('pl-link--standalone');
  });
});
