import { Outlet, Link as RouterLink, useMatches } from 'react-router';
import { useTranslation } from '../i18n/use-translation.ts';
import { languageHref } from '../navigation/href.ts';
import { isRouteHandle } from '../routes/route-handle.ts';

/** Logo and content only: the empty, blocked and maintenance layouts (seed 000 §2 "Layouts"). */
export function MinimalLayout({
  variant,
  linkHome,
}: {
  variant: 'empty' | 'blocked' | 'maintenance';
  linkHome: boolean;
}) {
  const { t, language } = useTranslation();
  const handle = useMatches().at(-1)?.handle;
  const routeName = isRouteHandle(handle) ? handle.route?.name : undefined;
  return (
    <div className={`shell-layout shell-layout--${variant}`} data-layout={variant}>
      <header className="shell-minimal-header">
        {linkHome ? (
          <RouterLink
            to={languageHref(language, '')}
            className="shell-header__logo"
            aria-label={t('logo_label')}
          >
            {t('site_name')}
          </RouterLink>
        ) : (
          <span className="shell-header__logo">{t('site_name')}</span>
        )}
      </header>
      <main
        id="content"
        className="shell-content shell-content--minimal"
        tabIndex={-1}
        data-route={routeName}
      >
        <Outlet />
      </main>
    </div>
  );
}
