import { walletEndpoints } from '@parlay/contract/endpoints';
import type { CurrencyCode } from '@parlay/domain';
import { callEndpoint } from '../call-endpoint.ts';

/** Opens an account in one more currency; it shows in the balance once opened (seed 001 §4). */
export const addCurrency = (currency: CurrencyCode) =>
  callEndpoint(walletEndpoints.addCurrency, { body: { currency } });
