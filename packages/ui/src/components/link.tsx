import type { ComponentProps } from 'react';
import { cx } from '../lib/cx.ts';
import { Slot } from '../lib/slot.tsx';

export type LinkVariant = 'inline' | 'standalone' | 'muted';

export interface LinkProps extends ComponentProps<'a'> {
  /**
   * inline: inside running text, always underlined (colour alone must not identify a link);
   * standalone: navigation lists and footers, underline on hover/focus;
   * muted: secondary links in text colour, underlined.
   */
  variant?: LinkVariant;
  /** Style the child element, typically the router's <Link>, instead of rendering an <a>. */
  asChild?: boolean;
}

export function Link({ variant = 'inline', asChild = false, className, ...props }: LinkProps) {
  const Component = asChild ? Slot : 'a';
  return <Component className={cx('pl-link', `pl-link--${variant}`, className)} {...props} />;
}
