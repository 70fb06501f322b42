import { walletEndpoints } from '@parlay/contract/endpoints';
import { callEndpoint } from '../call-endpoint.ts';

/** Removes an empty currency account (never the main one). */
export const removeCurrency = (accountId: number) =>
  callEndpoint(walletEndpoints.removeCurrency, { body: { id: accountId } });
