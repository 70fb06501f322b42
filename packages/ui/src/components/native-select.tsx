import type { ComponentProps, ReactNode } from 'react';
import { cx } from '../lib/cx.ts';
import { FieldLabel, FieldMessages, useFieldIds } from '../lib/field-parts.tsx';
import type { SelectOption } from './select.tsx';

export interface NativeSelectProps extends Omit<ComponentProps<'select'>, 'children'> {
  label: ReactNode;
  options: readonly SelectOption[];
  /** The first, unselectable entry while nothing is chosen (the value is then ''). */
  placeholder?: string;
  hint?: ReactNode;
  error?: ReactNode;
  hideLabel?: boolean;
  /** Class for the wrapper; `className` goes to the select. */
  wrapperClassName?: string;
}

/**
 * A labelled native <select>: the platform's own picker (a wheel on phones), keyboard and screen
 * reader support for free, and no script beyond the element — for pages whose bundle counts
 * (Radix's Select brings a popper and its layers). Label, hint and error wired like `Field`.
 */
export function NativeSelect({
  label,
  options,
  placeholder,
  hint,
  error,
  hideLabel = false,
  id,
  className,
  wrapperClassName,
  required,
  value,
  defaultValue,
  ...props
}: NativeSelectProps) {
  const ids = useFieldIds(id, hint, error);
  return (
    <div className={cx('pl-field', ids.invalid && 'pl-field--invalid', wrapperClassName)}>
      <FieldLabel htmlFor={ids.controlId} required={required} hidden={hideLabel}>
        {label}
      </FieldLabel>
      <select
        id={ids.controlId}
        required={required}
        aria-invalid={ids.invalid || undefined}
        aria-describedby={ids.describedBy}
        className={cx('pl-input', 'pl-native-select', className)}
        // Uncontrolled with a placeholder: it shows until something is chosen.
        {...(value === undefined
          ? { defaultValue: defaultValue ?? (placeholder === undefined ? undefined : '') }
          : { value })}
        {...props}
      >
        {placeholder !== undefined && (
          <option value="" disabled>
            {placeholder}
          </option>
        )}
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldMessages ids={ids} hint={hint} error={error} />
    </div>
  );
}
