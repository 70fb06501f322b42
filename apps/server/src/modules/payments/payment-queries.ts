import {
  type PaymentHistoryQuery,
  type PaymentHistoryResponse,
  type PaymentMethod,
  type PaymentRecord,
  paymentHistoryPageSize,
  type TeamCashResponse,
  teamCashPageSize,
} from '@parlay/contract';
import { type CurrencyCode, defaultPaymentLimits, formatMoney } from '@parlay/domain';
import { archiveBefore, paymentRecord, teamCashRecord } from './payment-views.ts';
import type { PaymentRow, PaymentsRepository } from './payments-repository.ts';
import type { ProviderRegistry } from './provider-registry.ts';

export interface PaymentQueriesDeps {
  repository: PaymentsRepository;
  providers: ProviderRegistry;
  now?: () => number;
}

/** What the player reads of their payments, and the methods on offer. */
export function createPaymentQueries({ repository, providers, now = Date.now }: PaymentQueriesDeps) {
  const methodTitle = (language: string) => (methodId: string) =>
    providers.method(methodId)?.method.texts(language).title ?? methodId;

  const record = (row: PaymentRow, language: string): PaymentRecord =>
    paymentRecord(row, { now: now(), methodTitle: methodTitle(language) });

  return {
    record,

    /** One of the player's payments; undefined for another's (answered as unknown). */
    async payment(userId: number, paymentId: number, language: string): Promise<PaymentRecord | undefined> {
      const row = await repository.findPayment(paymentId);
      return row === undefined || row.userId !== userId ? undefined : record(row, language);
    },

    /** A page of the player's payments, newest first (seed 000 §7 main account payment list). */
    async history(
      userId: number,
      query: PaymentHistoryQuery,
      language: string,
    ): Promise<PaymentHistoryResponse> {
      const { rows, total } = await repository.listPayments(
        {
          userId,
          ...(query.kind === undefined ? {} : { kind: query.kind }),
          ...(query.dateFrom === undefined ? {} : { createdFrom: new Date(query.dateFrom) }),
          ...(query.dateTo === undefined ? {} : { createdBefore: new Date(query.dateTo) }),
          ...(query.isIncludeArchive ? {} : { updatedFrom: archiveBefore(now()) }),
        },
        { offset: (query.pageNumber - 1) * paymentHistoryPageSize, limit: paymentHistoryPageSize },
      );
      return { data: { entities: rows.map((row) => record(row, language)) }, total_count: total };
    },

    /** The player's completed payments as team cash records (seed 000 §3), five a page. */
    async teamCash(userId: number, pageNumber: number, language: string): Promise<TeamCashResponse> {
      const { rows, total } = await repository.listPayments(
        { userId, statuses: ['success'] },
        { offset: (pageNumber - 1) * teamCashPageSize, limit: teamCashPageSize },
      );
      return { data: { entities: rows.map((row) => teamCashRecord(row, language)) }, total_count: total };
    },

    /** The methods that take `currency`, with the limits of a payment in it. */
    methods(currency: CurrencyCode, language: string): PaymentMethod[] {
      const limits = defaultPaymentLimits(currency);
      const limitsView = { min: formatMoney(limits.min), max: formatMoney(limits.max) };
      return providers
        .methods()
        .filter(({ method }) => method.currencies.includes(currency))
        .map(({ provider, method }) => {
          const texts = method.texts(language);
          return {
            id: method.id,
            provider: provider.name,
            title: texts.title,
            description: texts.description,
            isDemo: method.isDemo,
            ...(method.deposit ? { deposit: limitsView } : {}),
            ...(method.withdrawal ? { withdrawal: limitsView } : {}),
            withdrawalFields: method.withdrawal
              ? method.withdrawalFields.map((field) => ({
                  name: field.name,
                  type: field.type,
                  label: texts.fieldLabels[field.name] ?? field.name,
                  maxLength: field.maxLength,
                }))
              : [],
          };
        });
    },
  };
}

export type PaymentQueries = ReturnType<typeof createPaymentQueries>;
