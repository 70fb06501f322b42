import type { ComponentProps, ReactNode } from 'react';
import { cx } from '../lib/cx.ts';
import { FieldLabel, FieldMessages, useFieldIds } from '../lib/field-parts.tsx';

export type FieldType = 'text' | 'password' | 'email' | 'tel' | 'number' | 'search' | 'url' | 'date';

export interface FieldProps extends Omit<ComponentProps<'input'>, 'type'> {
  /** Visible label; always rendered (visually hidden with hideLabel) so the input has a name. */
  label: ReactNode;
  type?: FieldType;
  /** Help text under the input, announced with it. */
  hint?: ReactNode;
  /** Validation message; when present the input is aria-invalid and described by it. */
  error?: ReactNode;
  /** Keep the label for screen readers only (a search box with a visible icon, say). */
  hideLabel?: boolean;
  /** Class for the wrapper; `className` goes to the input. */
  wrapperClassName?: string;
}

/**
 * Label, input, hint and error wired together. The error is tied to the input (aria-invalid and
 * aria-describedby), not a live region: forms move focus to the first invalid field on submit,
 * and a screen reader then reads the label, the value and the error together, where live regions
 * for every field would talk over each other.
 */
export function Field({
  label,
  type = 'text',
  hint,
  error,
  hideLabel = false,
  id,
  className,
  wrapperClassName,
  required,
  'aria-describedby': describedBy,
  ...props
}: FieldProps) {
  const ids = useFieldIds(id, hint, error, describedBy);
  return (
    <div className={cx('pl-field', ids.invalid && 'pl-field--invalid', wrapperClassName)}>
      <FieldLabel htmlFor={ids.controlId} required={required} hidden={hideLabel}>
        {label}
      </FieldLabel>
      <input
        id={ids.controlId}
        type={type}
        required={required}
        aria-invalid={ids.invalid || undefined}
        aria-describedby={ids.describedBy}
        className={cx('pl-input', className)}
        {...props}
      />
      <FieldMessages ids={ids} hint={hint} error={error} />
    </div>
  );
}
