import { ApiError, type ApiFailure, cancelledStatus } from '@parlay/client';
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from '../i18n/use-translation.ts';
import { type FormError, formErrors } from './form-errors.ts';

/**
 * A form's submit state: `run(action)` marks it pending, and turns an API failure into the shown
 * errors (at most three, by priority). A cancelled request (the captcha dialog closed) shows nothing.
 */
export function useFormSubmit(fieldOrder: readonly string[]) {
  const { t, language } = useTranslation();
  const [pending, setPending] = useState(false);
  const [errors, setErrors] = useState<FormError[]>([]);
  const [failure, setFailure] = useState<ApiFailure | null>(null);
  const order = useRef(fieldOrder);
  order.current = fieldOrder;

  const run = useCallback(
    async <T>(
      action: () => Promise<T>,
      onFailure?: (failure: ApiFailure) => void,
    ): Promise<T | undefined> => {
      setPending(true);
      setErrors([]);
      setFailure(null);
      try {
        return await action();
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
        if (error.failure.status !== cancelledStatus) {
          setFailure(error.failure);
          setErrors(formErrors(error.failure, t, order.current, language));
          onFailure?.(error.failure);
        }
        return undefined;
      } finally {
        setPending(false);
      }
    },
    [t, language],
  );

  /** Shows errors found before sending (a missing field, passwords that differ). */
  const showErrors = useCallback((next: FormError[]) => {
    setFailure(null);
    setErrors(next.slice(0, 3));
  }, []);

  return { pending, errors, failure, run, showErrors, inlineFields: fieldOrder };
}
