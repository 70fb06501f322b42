import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Slot } from './slot.tsx';

describe('Slot', () => {
  it('renders the child element with both class names and the props the child does not set', () => {
    render(
      <Slot className="outer" aria-label="outer label" title="outer title">
        <a href="/en" className="inner" title="inner title">
          Home
        </a>
      </Slot>,
    );
    const link = screen.getByRole('link', { name: 'outer label' });
    expect(link.tagName).toBe('A');
    expect(link.className).toBe('outer inner');
    expect(link.getAttribute('title')).toBe('inner title');
  });

  it('runs the child handler first, then its own', async () => {
    const calls: string[] = [];
    render(
      <Slot onClick={() => calls.push('slot')}>
        <button type="button" onClick={() => calls.push('child')}>
          Go
        </button>
      </Slot>,
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Go' }));
    expect(calls).toEqual(['child', 'slot']);
  });

  it('sets both refs to the element', () => {
    const slotRef = createRef<HTMLElement>();
    const childRef = vi.fn();
    render(
      <Slot ref={slotRef}>
        <span ref={childRef}>text</span>
      </Slot>,
    );
    expect(slotRef.current?.tagName).toBe('SPAN');
    expect(childRef).toHaveBeenCalledWith(slotRef.current);
  });
});
