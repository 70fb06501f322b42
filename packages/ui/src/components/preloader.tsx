import type { ComponentProps } from 'react';
import { cx } from '../lib/cx.ts';
import { Spinner } from './spinner.tsx';

export interface PreloaderProps extends Omit<ComponentProps<'div'>, 'children'> {
  /** Read by screen readers while the area loads. */
  label: string;
  /** Cover the whole viewport (first load) instead of filling the parent (a part's slot). */
  fullscreen?: boolean;
}

/**
 * The placeholder a region shows while it loads, e.g. a remote part before it mounts. It fills
 * its box so the layout does not jump when the content arrives.
 */
export function Preloader({ label, fullscreen = false, className, ...props }: PreloaderProps) {
  return (
    <div className={cx('pl-preloader', fullscreen && 'pl-preloader--fullscreen', className)} {...props}>
      <Spinner label={label} size="lg" />
    </div>
  );
}
