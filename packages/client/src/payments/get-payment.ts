import { paymentsEndpoints } from '@parlay/contract/endpoints';
import { type CallOptions, callEndpoint } from '../call-endpoint.ts';

/** One of the player's payments (the result pages show it and follow it while it is open). */
export const getPayment = (paymentId: number, language: string, options?: CallOptions) =>
  callEndpoint(paymentsEndpoints.getPayment, { params: { paymentId }, query: { lang: language } }, options);
