import { useId } from 'react';

/**
 * A date-of-birth input (the browser's date picker), labelled and described like the ui Field,
 * which offers no date type.
 */
export function BirthdayField({
  label,
  value,
  onChange,
  error,
  max,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  /** Latest date allowed (YYYY-MM-DD). */
  max: string;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={`pl-field${error ? ' pl-field--invalid' : ''}`}>
      <label htmlFor={id} className="pl-field__label">
        {label}
        <span className="pl-field__required" aria-hidden="true">
          *
        </span>
      </label>
      <input
        id={id}
        type="date"
        className="pl-input"
        required
        autoComplete="bday"
        min="1900-01-01"
        max={max}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      />
      {error && (
        <p id={errorId} className="pl-field__error">
          {error}
        </p>
      )}
    </div>
  );
}
