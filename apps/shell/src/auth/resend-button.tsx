import { Button } from '@parlay/ui';
import { useTranslation } from '../i18n/use-translation.ts';

/** "Send the code again", disabled with the seconds left while the server would refuse it. */
export function ResendButton({
  secondsLeft,
  pending,
  onResend,
}: {
  secondsLeft: number;
  pending: boolean;
  onResend: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Button variant="ghost" size="sm" disabled={secondsLeft > 0} loading={pending} onClick={onResend}>
      {secondsLeft > 0 ? t('auth_resend_in', { seconds: secondsLeft }) : t('auth_resend')}
    </Button>
  );
}
