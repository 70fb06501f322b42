import { type ReactNode, useId } from 'react';
import { cx } from './cx.ts';

// Shared by Field and Select: one labelling and message pattern for every form control.

export function hasContent(node: ReactNode): boolean {
  return node !== undefined && node !== null && node !== false && node !== '';
}

export interface FieldIds {
  controlId: string;
  hintId: string;
  errorId: string;
  /** The aria-describedby value, or undefined when nothing describes the control. */
  describedBy: string | undefined;
  invalid: boolean;
}

export function useFieldIds(
  id: string | undefined,
  hint: ReactNode,
  error: ReactNode,
  extra?: string,
): FieldIds {
  const generatedId = useId();
  const controlId = id ?? generatedId;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const invalid = hasContent(error);
  // The error first: it is what the user needs to hear when returning to a rejected field.
  const describedBy = [invalid && errorId, hasContent(hint) && hintId, extra].filter(Boolean).join(' ');
  return { controlId, hintId, errorId, describedBy: describedBy || undefined, invalid };
}

export function FieldLabel({
  htmlFor,
  required,
  hidden,
  children,
}: {
  htmlFor: string;
  required: boolean | undefined;
  hidden: boolean;
  children: ReactNode;
}) {
  return (
    <label htmlFor={htmlFor} className={cx('pl-field__label', hidden && 'pl-visually-hidden')}>
      {children}
      {/* Screen readers hear "required" from the control itself; the star is for the eye. */}
      {required && (
        <span className="pl-field__required" aria-hidden="true">
          *
        </span>
      )}
    </label>
  );
}

export function FieldMessages({ ids, hint, error }: { ids: FieldIds; hint: ReactNode; error: ReactNode }) {
  return (
    <>
      {hasContent(hint) && (
        <p id={ids.hintId} className="pl-field__hint">
          {hint}
        </p>
      )}
      {ids.invalid && (
        <p id={ids.errorId} className="pl-field__error">
          {error}
        </p>
      )}
    </>
  );
}
