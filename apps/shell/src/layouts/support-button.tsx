import { useTranslation } from '../i18n/use-translation.ts';

/**
 * The support multi-button (seed 000 §2). Email is always offered; online chat (only with a
 * consultant id) and the callback request (signed-in users) join with the support issue.
 */
/** The support mailbox (the same as on the contacts page). */
export const supportEmail = 'support@parlay.example';

export function SupportButton() {
  const { t } = useTranslation();
  return (
    <details className="shell-support">
      <summary className="shell-support__button">
        <span aria-hidden="true">?</span>
        <span className="pl-visually-hidden">{t('support_button_label')}</span>
      </summary>
      <ul className="shell-support__menu">
        <li>
          <a href={`mailto:${supportEmail}`}>{supportEmail}</a>
        </li>
      </ul>
    </details>
  );
}
