import { ApiError, calculateCoupon } from '@parlay/client';
import type { CalculateCouponResponse } from '@parlay/contract';
import { useEffect, useState } from 'react';
import { type CalculatorForm, requestBodyOf } from './calculator-form.ts';

/** Typing pauses this long before the calculator asks: one request per pause, not per key. */
const settleMs = 250;

export type CalculationState =
  | { readonly kind: 'idle' }
  | { readonly kind: 'answered'; readonly result: CalculateCouponResponse }
  | { readonly kind: 'refused'; readonly fields: Readonly<Record<string, string>> }
  | { readonly kind: 'failed' };

/**
 * The server's calculation of the form, asked again shortly after each change; an answer to an
 * older form is dropped (its request aborted), so the result always belongs to what is shown.
 */
export function useCouponCalculation(form: CalculatorForm): CalculationState {
  const [state, setState] = useState<CalculationState>({ kind: 'idle' });
  useEffect(() => {
    const controller = new AbortController();
    const timer = setTimeout(() => {
      calculateCoupon(requestBodyOf(form), { signal: controller.signal }).then(
        (result) => setState({ kind: 'answered', result }),
        (error: unknown) => {
          if (controller.signal.aborted) return;
          const failure = error instanceof ApiError ? error.failure : undefined;
          if (failure?.fields !== undefined) setState({ kind: 'refused', fields: failure.fields });
          else setState({ kind: 'failed' });
        },
      );
    }, settleMs);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [form]);
  return state;
}
