import { paths } from '@parlay/contract/paths';
import { useTranslation } from '../i18n/use-translation.ts';

/**
 * The prompt at the end of a registration to set a deposit limit (UKGC RTS 12A): one sentence and
 * the link to the office's limits page; following it closes the dialog.
 */
export function DepositLimitNote({ onFollow }: { onFollow: () => void }) {
  const { t, language } = useTranslation();
  return (
    <p className="auth-note">
      {t('registration_limit_prompt')}{' '}
      <a href={paths.responsibleGaming.getHref(language)} onClick={onFollow}>
        {t('registration_limit_link')}
      </a>
    </p>
  );
}
