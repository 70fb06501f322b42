import type { ComponentProps } from 'react';
import { cx } from '../lib/cx.ts';
import { Slot } from '../lib/slot.tsx';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

export interface ButtonProps extends ComponentProps<'button'> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Stretch to the container's width (mobile forms, the bet slip). */
  fullWidth?: boolean;
  /**
   * Work in progress (placing a bet, signing in): the button is disabled so a second click
   * cannot submit twice, marked aria-busy, and shows a spinner over its unchanged label, which
   * keeps both the width and the accessible name.
   */
  loading?: boolean;
  /**
   * Style the single child instead of rendering a <button>, e.g. a router <Link> that looks like
   * a button. The child keeps its own semantics; `loading` then only sets aria-busy and
   * aria-disabled, because an anchor cannot be disabled.
   */
  asChild?: boolean;
}

export function Button({
  variant = 'primary',
  size = 'md',
  fullWidth = false,
  loading = false,
  asChild = false,
  disabled,
  className,
  children,
  type,
  ...props
}: ButtonProps) {
  const classes = cx(
    'pl-button',
    `pl-button--${variant}`,
    `pl-button--${size}`,
    fullWidth && 'pl-button--full',
    loading && 'pl-button--loading',
    className,
  );

  if (asChild) {
    return (
      <Slot
        className={classes}
        aria-busy={loading || undefined}
        aria-disabled={disabled || loading || undefined}
        {...props}
      >
        {children}
      </Slot>
    );
  }

  return (
    <button
      // Default to "button": the HTML default "submit" turns every button in a form into a submit.
      type={type ?? 'button'}
      className={classes}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...props}
    >
      <span className="pl-button__label">{children}</span>
      {loading && <span className="pl-button__spinner" aria-hidden="true" />}
    </button>
  );
}
