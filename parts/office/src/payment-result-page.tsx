import { getPayment } from '@parlay/client';
import type { PaymentRecord, PaymentStatus } from '@parlay/contract';
import { routeHref } from '@parlay/contract/route-href';
import type { Translator } from '@parlay/i18n';
import { Link, Spinner } from '@parlay/ui';
import { useEffect, useState } from 'react';
import { formatAmount } from './money.ts';
import styles from './office.module.css';
import { failureOf, failureText } from './office-failures.ts';
import type { PaymentOutcome } from './office-view.ts';
import { ResultCard, type ResultTone } from './result-card.tsx';

/** While a payment is open the page asks again this often, for as long as the page is open. */
export const paymentPollIntervalMs = 3_000;

const openStatuses: readonly PaymentStatus[] = ['created', 'pending', 'processing'];

type Reading =
  | { status: 'reading' }
  | { status: 'read'; payment: PaymentRecord }
  | { status: 'missing' }
  | { status: 'failed'; text: string };

interface PaymentResultPageProps {
  payment: 'deposit' | 'withdrawal';
  outcome: PaymentOutcome;
  paymentId: number | null;
  language: string;
  i18n: Translator;
}

/** What the page says: a payment's own status once read, else what the address says happened. */
function verdict(
  kind: 'deposit' | 'withdrawal',
  status: PaymentStatus | PaymentOutcome,
): { key: string; tone: ResultTone } {
  const key = `office_result_${kind}_${status}`;
  const tone: ResultTone =
    status === 'success' ? 'success' : status === 'fail' || status === 'cancel' ? 'error' : 'warning';
  return { key, tone };
}

/**
 * The result pages `onpay/…` and `onpay/withdraw/…` (seed 000 §2, empty layout): where the payment
 * provider, or the withdrawal request, sends the browser. The page reads the payment itself and
 * follows it while it is open: the address says what the player did, the payment what came of it.
 */
export function PaymentResultPage({ payment, outcome, paymentId, language, i18n }: PaymentResultPageProps) {
  const { t } = i18n;
  const [reading, setReading] = useState<Reading>({ status: paymentId === null ? 'missing' : 'reading' });

  useEffect(() => {
    if (paymentId === null) return;
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const read = () =>
      getPayment(paymentId, language).then(
        (answer) => {
          if (!live) return;
          setReading({ status: 'read', payment: answer });
          if (openStatuses.includes(answer.status)) timer = setTimeout(read, paymentPollIntervalMs);
        },
        (error: unknown) => {
          if (!live) return;
          const failure = failureOf(error);
          setReading(
            failure.status === 404
              ? { status: 'missing' }
              : { status: 'failed', text: failureText(failure, i18n) },
          );
        },
      );
    void read();
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [paymentId, language, i18n]);

  const record = reading.status === 'read' ? reading.payment : null;
  const kind = record?.kind ?? payment;
  const { key, tone } = verdict(kind, record?.status ?? outcome);
  const dates = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' });
  const failed = (record?.status ?? outcome) === 'fail' || (record?.status ?? outcome) === 'cancel';

  return (
    <ResultCard title={t(`${key}_title`)} tone={tone} busy={reading.status === 'reading'}>
      <p>{t(`${key}_text`)}</p>
      {reading.status === 'reading' && <Spinner label={t('office_result_reading')} />}
      {reading.status === 'failed' && <p role="alert">{reading.text}</p>}
      {reading.status === 'missing' && paymentId !== null && <p>{t('office_result_missing')}</p>}
      {record && (
        <>
          <dl className={styles.details}>
            <dt>{t('office_result_amount')}</dt>
            <dd>{formatAmount(record.amount, record.currency, language)}</dd>
            <dt>{t('office_result_method')}</dt>
            <dd>{record.methodTitle}</dd>
            <dt>{t('office_result_status')}</dt>
            <dd>
              <span className={styles.status} data-status={record.status}>
                {t(`office_status_${record.status}`)}
              </span>
            </dd>
            <dt>{t('office_result_date')}</dt>
            <dd>
              <time dateTime={record.createdAt}>{dates.format(new Date(record.createdAt))}</time>
            </dd>
            <dt>{t('office_result_number')}</dt>
            <dd>{record.id}</dd>
          </dl>
          {/* Changes of an open payment are read out as they come. */}
          <p className="pl-visually-hidden" role="status">
            {openStatuses.includes(record.status) ? '' : t(`office_status_${record.status}`)}
          </p>
        </>
      )}
      <p className={styles.actions}>
        {failed && (
          <Link
            href={routeHref(kind === 'deposit' ? 'office-recharge' : 'office-deduce', language)}
            variant="standalone"
          >
            {t(kind === 'deposit' ? 'office_result_deposit_again' : 'office_result_withdraw_again')}
          </Link>
        )}
        <Link href={routeHref('office-historypay', language)} variant="standalone">
          {t('office_nav_historypay')}
        </Link>
        <Link href={routeHref('office-account', language)} variant="standalone">
          {t('office_nav_account')}
        </Link>
      </p>
    </ResultCard>
  );
}
