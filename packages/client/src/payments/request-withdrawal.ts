import type { WithdrawBody } from '@parlay/contract';
import { paymentsEndpoints } from '@parlay/contract/endpoints';
import { callEndpoint } from '../call-endpoint.ts';

/**
 * Requests a withdrawal: the amount is held at once until the operator decides. `idempotencyKey`:
 * one per press of "Withdraw", reused on retry.
 */
export const requestWithdrawal = (body: WithdrawBody, language: string, idempotencyKey: string) =>
  callEndpoint(paymentsEndpoints.withdraw, { query: { lang: language }, body }, { idempotencyKey });
