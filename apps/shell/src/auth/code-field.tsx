import { Field } from '@parlay/ui';
import type { Ref } from 'react';

/** A one-time code input (SMS, e-mail, authenticator app): digits, autofilled from the message. */
export function CodeField({
  label,
  value,
  onChange,
  error,
  hint,
  inputRef,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  hint?: string;
  inputRef?: Ref<HTMLInputElement>;
}) {
  return (
    <Field
      ref={inputRef}
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value.trim())}
      inputMode="numeric"
      autoComplete="one-time-code"
      required
      maxLength={12}
      error={error}
      hint={hint}
    />
  );
}
