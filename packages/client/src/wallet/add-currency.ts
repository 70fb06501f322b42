import type { AddCurrencyBody } from '@parlay/contract';
import { walletEndpoints } from '@parlay/contract/endpoints';
import { callEndpoint } from '../call-endpoint.ts';

/** Opens an account in one more currency; `message` is a dictionary key saying it was done. */
export const addCurrency = (currency: AddCurrencyBody['currency']) =>
  callEndpoint(walletEndpoints.addCurrency, { body: { currency } });
