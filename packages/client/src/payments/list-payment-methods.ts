import { paymentsEndpoints } from '@parlay/contract/endpoints';
import type { CurrencyCode } from '@parlay/domain';
import { callEndpoint } from '../call-endpoint.ts';

/** The payment methods that take a currency, with their limits and withdrawal fields, in the page's language. */
export const listPaymentMethods = (currency: CurrencyCode, language: string) =>
  callEndpoint(paymentsEndpoints.listMethods, { query: { currency, lang: language } });
