import { Select as RadixSelect } from 'radix-ui';
import type { ReactNode } from 'react';
import { cx } from '../lib/cx.ts';
import { FieldLabel, FieldMessages, useFieldIds } from '../lib/field-parts.tsx';
import { pageStyleNonce } from '../lib/style-nonce.ts';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps {
  label: ReactNode;
  /** Radix forbids '' as an item value; use the placeholder for "nothing chosen". */
  options: readonly SelectOption[];
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  /** Shown while no value is chosen. */
  placeholder?: string;
  hint?: ReactNode;
  error?: ReactNode;
  /** Form field name; Radix then renders a native <select> for form submission. */
  name?: string;
  required?: boolean;
  disabled?: boolean;
  hideLabel?: boolean;
  id?: string;
  className?: string;
}

/**
 * A labelled listbox (Radix Select: combobox trigger, typeahead, arrow keys, Escape). The popup
 * uses "popper" positioning under the trigger, which behaves the same on a 360 px phone and a
 * desktop, instead of Radix's macOS-style item alignment that can cover the label.
 */
export function Select({
  label,
  options,
  value,
  defaultValue,
  onValueChange,
  placeholder,
  hint,
  error,
  name,
  required,
  disabled,
  hideLabel = false,
  id,
  className,
}: SelectProps) {
  const ids = useFieldIds(id, hint, error);

  return (
    <div className={cx('pl-field', ids.invalid && 'pl-field--invalid', className)}>
      <FieldLabel htmlFor={ids.controlId} required={required} hidden={hideLabel}>
        {label}
      </FieldLabel>
      <RadixSelect.Root
        value={value}
        defaultValue={defaultValue}
        onValueChange={onValueChange}
        name={name}
        required={required}
        disabled={disabled}
      >
        <RadixSelect.Trigger
          id={ids.controlId}
          className="pl-input pl-select__trigger"
          aria-invalid={ids.invalid || undefined}
          aria-describedby={ids.describedBy}
          aria-required={required || undefined}
        >
          <RadixSelect.Value placeholder={placeholder} />
          <RadixSelect.Icon className="pl-select__icon">
            <Chevron />
          </RadixSelect.Icon>
        </RadixSelect.Trigger>
        <RadixSelect.Portal>
          <RadixSelect.Content className="pl-select__content" position="popper" sideOffset={4}>
            <RadixSelect.Viewport className="pl-select__viewport" nonce={pageStyleNonce()}>
              {options.map((option) => (
                <RadixSelect.Item
                  key={option.value}
                  value={option.value}
                  disabled={option.disabled}
                  className="pl-select__item"
                >
                  <RadixSelect.ItemText>{option.label}</RadixSelect.ItemText>
                  <RadixSelect.ItemIndicator className="pl-select__indicator">
                    <Check />
                  </RadixSelect.ItemIndicator>
                </RadixSelect.Item>
              ))}
            </RadixSelect.Viewport>
          </RadixSelect.Content>
        </RadixSelect.Portal>
      </RadixSelect.Root>
      <FieldMessages ids={ids} hint={hint} error={error} />
    </div>
  );
}

function Chevron() {
  return (
    <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <path d="M4 6l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

function Check() {
  return (
    <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <path d="M3 8.5l3 3 7-7" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}
