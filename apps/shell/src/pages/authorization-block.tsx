import { Link as RouterLink } from 'react-router';
import { useTranslation } from '../i18n/use-translation.ts';
import { routeHref } from '../navigation/href.ts';

/** An office page opened by a visitor who is not signed in. */
export function AuthorizationBlock() {
  const { t, language } = useTranslation();
  return (
    <section className="shell-status-page" aria-labelledby="auth-required-title">
      <h1 id="auth-required-title">{t('auth_required_title')}</h1>
      <p>{t('auth_required_text')}</p>
      <p className="shell-status-page__actions">
        <RouterLink
          className="pl-button pl-button--secondary pl-button--md"
          to={routeHref('registration', language)}
        >
          {t('auth_register')}
        </RouterLink>
      </p>
    </section>
  );
}
