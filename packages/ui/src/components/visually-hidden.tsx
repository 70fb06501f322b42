import type { ComponentProps } from 'react';
import { cx } from '../lib/cx.ts';
import { Slot } from '../lib/slot.tsx';

export interface VisuallyHiddenProps extends ComponentProps<'span'> {
  /** Render the child element instead of a span (e.g. a heading only screen readers need). */
  asChild?: boolean;
}

/**
 * Text for assistive technology only. A class rather than Radix's inline style, so the
 * server-rendered HTML needs no `style` attribute (friendlier to a strict CSP).
 */
export function VisuallyHidden({ asChild = false, className, ...props }: VisuallyHiddenProps) {
  const Component = asChild ? Slot : 'span';
  return <Component className={cx('pl-visually-hidden', className)} {...props} />;
}
