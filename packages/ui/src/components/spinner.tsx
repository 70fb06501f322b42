import type { ComponentProps } from 'react';
import { cx } from '../lib/cx.ts';
import { VisuallyHidden } from './visually-hidden.tsx';

export type SpinnerSize = 'sm' | 'md' | 'lg';

export interface SpinnerProps extends Omit<ComponentProps<'span'>, 'children' | 'role'> {
  /** What is loading, read by screen readers (from the dictionary, e.g. "Loading the coupon"). */
  label: string;
  size?: SpinnerSize;
}

/** An indeterminate loading indicator announced politely through role="status". */
export function Spinner({ label, size = 'md', className, ...props }: SpinnerProps) {
  return (
    <span role="status" className={cx('pl-spinner', `pl-spinner--${size}`, className)} {...props}>
      <span className="pl-spinner__circle" aria-hidden="true" />
      <VisuallyHidden>{label}</VisuallyHidden>
    </span>
  );
}
