import { walletEndpoints } from '@parlay/contract/endpoints';
import { type CallOptions, callEndpoint } from '../call-endpoint.ts';

/** The signed-in player's accounts, bonus balances and first-deposit offer (seed 001 §7 "Balance fetch"). */
export const getBalance = (options?: CallOptions) => callEndpoint(walletEndpoints.getBalance, {}, options);
