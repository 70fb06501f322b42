import type { Account, TeamCashPaymentRecord } from '@parlay/contract';
import { displayMoney, moneyFromDecimal } from '@parlay/domain';
import { useTranslation } from '../i18n/use-translation.ts';
import { WalletNoticeModal } from './wallet-notice-modal.tsx';

export interface TeamCashModalProps {
  /** Up to a page (`teamCashPageSize`) of the player's completed payments, newest first. */
  records: readonly TeamCashPaymentRecord[];
  /** The player's accounts: a record names its account, whose currency writes the amount. */
  accounts: readonly Account[];
  historyHref: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * The team cash modal (seed 000 §4): once at three completed payments and once more at four (the
 * rule is packages/domain `teamCashModalDecision`), the player's latest completed payments, each
 * with its receipt code (`skks_hash`) to quote to support.
 */
export default function TeamCashModal({
  records,
  accounts,
  historyHref,
  open,
  onOpenChange,
}: TeamCashModalProps) {
  const { t, language } = useTranslation();
  const when = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' });
  const amount = (record: TeamCashPaymentRecord) => {
    const account = accounts.find((candidate) => candidate.id === record.money_deposit_id);
    return account ? displayMoney(moneyFromDecimal(record.summ, account.iso), language) : record.summ;
  };
  return (
    <WalletNoticeModal
      title={t('team_cash_title')}
      description={t('team_cash_intro')}
      linkHref={historyHref}
      linkLabel={t('team_cash_history')}
      open={open}
      onOpenChange={onOpenChange}
    >
      <ul className="shell-team-cash">
        {records.map((record) => (
          <li key={record.id} className="shell-team-cash__item">
            <span className="shell-team-cash__amount">{amount(record)}</span>{' '}
            <span className="shell-team-cash__status">{record.status_title}</span>{' '}
            <time dateTime={record.date_payment}>{when.format(new Date(record.date_payment))}</time>
            <br />
            <span className="shell-team-cash__receipt">
              {t('team_cash_receipt')} <code>{record.skks_hash}</code>
            </span>
          </li>
        ))}
      </ul>
    </WalletNoticeModal>
  );
}
