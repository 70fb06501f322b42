import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Preloader } from './preloader.tsx';
import { Skeleton } from './skeleton.tsx';
import { Spinner } from './spinner.tsx';
import { VisuallyHidden } from './visually-hidden.tsx';

afterEach(cleanup);

describe('Spinner', () => {
  it('is a status whose text is the label, with the graphic hidden', () => {
    render(<Spinner label="Loading the coupon" />);
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('Loading the coupon');
    expect(status.querySelector('[aria-hidden="true"]')).toBeTruthy();
  });
});

describe('Preloader', () => {
  it('announces what is loading', () => {
    render(<Preloader label="Loading the page" />);
    expect(screen.getByRole('status').textContent).toBe('Loading the page');
  });
});

describe('Skeleton', () => {
  it('is hidden from assistive technology', () => {
    const { container } = render(<Skeleton shape="text" lines={3} />);
    const root = container.firstElementChild;
    expect(root?.getAttribute('aria-hidden')).toBe('true');
    expect(root?.children).toHaveLength(3);
  });

  it('takes numeric sizes as pixels', () => {
    const { container } = render(<Skeleton width={120} height="2rem" />);
    const box = container.firstElementChild as HTMLElement;
    expect(box.style.width).toBe('120px');
    expect(box.style.height).toBe('2rem');
  });
});

describe('VisuallyHidden', () => {
  it('keeps its text in the accessible name of its parent', () => {
    render(
      <button type="button">
        <span aria-hidden="true">★</span>
        <VisuallyHidden>Add to favourites</VisuallyHidden>
      </button>,
    );
    expect(screen.getByRole('button', { name: 'Add to favourites' })).toBeTruthy();
  });
});
