import { getSocialProviders, type SocialProvider, socialStartHref } from '@parlay/client';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from '../i18n/use-translation.ts';

/** The page to come back to after the provider's sign-in. */
function currentPage(): string {
  return `${window.location.pathname}${window.location.search}`;
}

/**
 * Links to the social providers the server has configured (GET /social-api/oauth/providers).
 * Nothing is shown when none are, or when the list cannot be read: the forms still work.
 */
export function SocialButtons() {
  const { t, language } = useTranslation();
  const [providers, setProviders] = useState<SocialProvider[]>([]);
  const titleId = useId();
  useEffect(() => {
    const controller = new AbortController();
    getSocialProviders(controller.signal).then(
      (answer) => setProviders(answer.providers),
      () => setProviders([]),
    );
    return () => controller.abort();
  }, []);
  if (providers.length === 0) return null;
  return (
    <section className="auth-social" aria-labelledby={titleId}>
      <h3 id={titleId} className="auth-social__title">
        {t('auth_social_title')}
      </h3>
      <ul className="auth-social__list">
        {providers.map((provider) => (
          <li key={provider.id}>
            <a
              className="pl-button pl-button--secondary pl-button--sm auth-social__link"
              href={socialStartHref(provider.id, language, currentPage())}
              aria-label={t('auth_social_with', { provider: provider.name })}
            >
              {provider.name}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
