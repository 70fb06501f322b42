import type { AccountReminderVariant } from '@parlay/domain';
import { Modal } from '@parlay/ui';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from '../i18n/use-translation.ts';

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
    <Modal
      title={t('account_reminder_title')}
      closeLabel={t('modal_close')}
      size="sm"
      open={open}
      onOpenChange={onOpenChange}
      footer={
        <>
          <RouterLink to={accountHref} className="pl-link" onClick={() => onOpenChange(false)}>
            {t('account_reminder_accounts')}
          </RouterLink>
          <button
            type="button"
            className="pl-button pl-button--primary pl-button--sm"
            onClick={() => onOpenChange(false)}
          >
            {t('wallet_notice_got_it')}
          </button>
        </>
      }
    >
      <p>
        {variant === 'main'
          ? t('account_reminder_main', { active: activeLabel })
          : t('account_reminder_additional', { active: activeLabel, main: mainLabel })}
      </p>
    </Modal>
  );
}
