import { Button } from '@parlay/ui';
import { Link as RouterLink } from 'react-router';
import { openAuthModal } from '../auth/open-auth-modal.ts';
import { useTranslation } from '../i18n/use-translation.ts';
import { routeHref } from '../navigation/href.ts';
import { useShellData } from '../state/shell-data.tsx';

/**
 * An office page opened by a visitor who is not signed in: sign in here (the page shows itself
 * once signed in), or create an account where registration is open.
 */
export function AuthorizationBlock() {
  const { t, language } = useTranslation();
  const { config } = useShellData();
  const registration = config.isRegistrationAllowed && !config.isVipDomain;
  return (
    <section className="shell-status-page" aria-labelledby="auth-required-title">
      <h1 id="auth-required-title">{t('auth_required_title')}</h1>
      <p>{t('auth_required_text')}</p>
      <p className="shell-status-page__actions">
        <Button onClick={() => openAuthModal({ kind: 'login' })}>{t('auth_sign_in')}</Button>
        {registration && (
          <RouterLink
            className="pl-button pl-button--secondary pl-button--md"
            to={routeHref('registration', language)}
          >
            {t('auth_register')}
          </RouterLink>
        )}
      </p>
    </section>
  );
}
