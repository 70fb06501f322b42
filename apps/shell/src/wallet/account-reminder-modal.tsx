import type { AccountReminderVariant } from '@parlay/domain';
import { useTranslation } from '../i18n/use-translation.ts';
import { WalletNoticeModal } from './wallet-notice-modal.tsx';

export interface AccountReminderModalProps {
  variant: AccountReminderVariant;
  /** The accounts' names with their signs (`labelWithSymbol`): "USD $". */
  activeLabel: string;
  mainLabel: string;
  accountHref: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * The account-conversion reminder (seed 000 §4; what it means for Parlay: packages/domain
 * `account-reminder.ts`): bets and payments are taken from the active account, and where to switch.
 */
export default function AccountReminderModal({
  variant,
  activeLabel,
  mainLabel,
  accountHref,
  open,
  onOpenChange,
}: AccountReminderModalProps) {
  const { t } = useTranslation();
  return (
    <WalletNoticeModal
      title={t('account_reminder_title')}
      size="sm"
      linkHref={accountHref}
      linkLabel={t('account_reminder_accounts')}
      open={open}
      onOpenChange={onOpenChange}
    >
      <p>
        {variant === 'main'
          ? t('account_reminder_main', { active: activeLabel })
          : t('account_reminder_additional', { active: activeLabel, main: mainLabel })}
      </p>
    </WalletNoticeModal>
  );
}
