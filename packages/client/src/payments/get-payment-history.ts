import type { PaymentKind } from '@parlay/contract';
import { paymentsEndpoints } from '@parlay/contract/endpoints';
import { type CallOptions, callEndpoint } from '../call-endpoint.ts';

export interface PaymentHistoryFilter {
  pageNumber: number;
  isIncludeArchive: boolean;
  kind?: PaymentKind;
  /** ISO instants with offset, half-open: [dateFrom, dateTo). */
  dateFrom?: string;
  dateTo?: string;
}

/** One page of the player's payments, newest first (seed 000 §7 "main account payment list"). */
export const getPaymentHistory = (filter: PaymentHistoryFilter, language: string, options?: CallOptions) =>
  callEndpoint(
    paymentsEndpoints.history,
    {
      query: {
        pageNumber: filter.pageNumber,
        isIncludeArchive: filter.isIncludeArchive ? 'true' : 'false',
        lang: language,
        ...(filter.kind ? { kind: filter.kind } : {}),
        ...(filter.dateFrom ? { dateFrom: filter.dateFrom } : {}),
        ...(filter.dateTo ? { dateTo: filter.dateTo } : {}),
      },
    },
    options,
  );
