import { useEffect } from 'react';
import { Outlet, useLocation, useMatches } from 'react-router';
import { useAuthQuery } from '../auth/use-auth-query.ts';
import { useTranslation } from '../i18n/use-translation.ts';
import { languageHref } from '../navigation/href.ts';
import { PartHost } from '../parts/part-host.tsx';
import { layoutParts } from '../parts/part-services.ts';
import { isRouteHandle, pageTitleKey } from '../routes/route-handle.ts';
import { useShellData } from '../state/shell-data.tsx';
import { AgeNotice } from './age-notice.tsx';
import { useDocumentHead } from './document-head.ts';
import { Header } from './header.tsx';
import { PolicyLogo } from './policy-logo.tsx';
import { ScrollToTop } from './scroll-to-top.tsx';
import { Snow } from './snow.tsx';
import { SupportButton } from './support-button.tsx';
import { SystemNotices } from './system-notices.tsx';
import { useViewportVariables } from './viewport-variables.ts';

function useCurrentRoute() {
  const last = useMatches().at(-1);
  return last && isRouteHandle(last.handle) ? last.handle.route : null;
}

/** Scrolls to the top on a route change unless the route opts out (seed 000 §2 "Layouts"). */
function useScrollTopOnNavigation(keepScroll: boolean) {
  const { pathname } = useLocation();
  useEffect(() => {
    if (!keepScroll) window.scrollTo(0, 0);
  }, [pathname, keepScroll]);
}

/** Header, content, the layout's parts (the footer), notices, support button, scroll-to-top, optional snow on home. */
export function DefaultLayout() {
  const { t, language } = useTranslation();
  const { config } = useShellData();
  const route = useCurrentRoute();
  useViewportVariables();
  useAuthQuery();
  useScrollTopOnNavigation(route?.keepScroll ?? false);
  useDocumentHead(route?.name ?? null, route ? pageTitleKey(route.name) : 'not_found_title');
  return (
    <div className="shell-layout" data-layout="default">
      <a className="shell-skip-link" href="#content">
        {t('skip_to_content')}
      </a>
      <Header />
      <SystemNotices />
      {config.isSnowEnabled && route?.name === 'home' && <Snow />}
      <main id="content" className="shell-content" tabIndex={-1} data-route={route?.name}>
        <Outlet />
      </main>
      <PolicyLogo />
      {layoutParts.map((name) => (
        <PartHost key={name} name={name} url={languageHref(language, '')} language={language} main={false} />
      ))}
      <SupportButton />
      <ScrollToTop />
      <AgeNotice />
    </div>
  );
}
