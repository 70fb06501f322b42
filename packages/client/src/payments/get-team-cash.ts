import { paymentsEndpoints } from '@parlay/contract/endpoints';
import { type CallOptions, callEndpoint } from '../call-endpoint.ts';

/** One page of the player's completed payments as team cash records (seed 000 §3), with their count. */
export const getTeamCash = (pageNumber: number, language: string, options?: CallOptions) =>
  callEndpoint(paymentsEndpoints.teamCash, { query: { pageNumber, lang: language } }, options);
