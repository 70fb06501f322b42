import type { DepositBody } from '@parlay/contract';
import { paymentsEndpoints } from '@parlay/contract/endpoints';
import { callEndpoint } from '../call-endpoint.ts';

/**
 * Starts a deposit and answers the provider's payment page to send the browser to; nothing is
 * credited until the provider confirms. `idempotencyKey`: one per press of "Deposit", reused on retry.
 */
export const startDeposit = (body: DepositBody, language: string, idempotencyKey: string) =>
  callEndpoint(paymentsEndpoints.deposit, { query: { lang: language }, body }, { idempotencyKey });
