import type { FormError } from './form-errors.ts';

/**
 * The errors of the last submit, announced together when they appear (role=alert). An error shown
 * under its own field is not repeated on screen here, only for screen readers; when every error is
 * under a field, the box itself is hidden from the eye.
 */
export function FormErrorList({
  errors,
  inlineFields = [],
}: {
  errors: readonly FormError[];
  /** Fields that show their own error under the input. */
  inlineFields?: readonly string[];
}) {
  if (errors.length === 0) return null;
  const isInline = (error: FormError) => error.field !== null && inlineFields.includes(error.field);
  const allInline = errors.every(isInline);
  return (
    <div className={allInline ? 'pl-visually-hidden' : 'auth-errors'} role="alert">
      <ul>
        {errors.map((error) => (
          <li
            key={`${error.field ?? ''}:${error.text}`}
            className={isInline(error) ? 'pl-visually-hidden' : undefined}
          >
            {error.text}
          </li>
        ))}
      </ul>
    </div>
  );
}
