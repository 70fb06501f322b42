import { walletEndpoints } from '@parlay/contract/endpoints';
import { callEndpoint } from '../call-endpoint.ts';

/** The signed-in player's accounts and bonus balances (the account store's refresh). */
export const getBalance = () => callEndpoint(walletEndpoints.getBalance, {});
