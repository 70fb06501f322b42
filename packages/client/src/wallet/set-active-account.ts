import { walletEndpoints } from '@parlay/contract/endpoints';
import { callEndpoint } from '../call-endpoint.ts';

/** Makes one of the player's money accounts the active one (the header's, and the one bets use). */
export const setActiveAccount = (accountId: number) =>
  callEndpoint(walletEndpoints.setActiveAccount, { body: { id: accountId } });
