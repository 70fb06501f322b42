import { paths } from '@parlay/contract/paths';
import { useEffect } from 'react';
import { Outlet, useLocation, useMatches } from 'react-router';
import { useTranslation } from '../i18n/use-translation.ts';
import { PartHost } from '../parts/part-host.tsx';
import { isRouteHandle } from '../routes/route-handle.ts';
import { Header } from './header.tsx';
import { ScrollToTop } from './scroll-to-top.tsx';

/** Scrolls to the top on a route change unless the route opts out (seed 000 §2 "Layouts"). */
function useScrollTopOnNavigation() {
  const location = useLocation();
  const matches = useMatches();
  const keepScroll = matches.some((match) => isRouteHandle(match.handle) && match.handle.keepScroll);
  useEffect(() => {
    if (!keepScroll) window.scrollTo(0, 0);
  }, [location.pathname]);
}

/** Sets the title for pages the shell renders itself; parts set theirs from their descriptor. */
function useShellPageTitle() {
  const { t } = useTranslation();
  const matches = useMatches();
  const last = matches.at(-1);
  const titleKey = last && isRouteHandle(last.handle) ? last.handle.titleKey : undefined;
  useEffect(() => {
    if (titleKey) document.title = t('title_template', { title: t(titleKey) });
  }, [titleKey, t]);
}

export function DefaultLayout() {
  const { t, language } = useTranslation();
  useScrollTopOnNavigation();
  useShellPageTitle();
  return (
    <div className="shell-layout">
      <a className="shell-skip-link" href="#content">
        {t('skip_to_content')}
      </a>
      <Header />
      <main id="content" className="shell-content" tabIndex={-1}>
        <Outlet />
      </main>
      <PartHost name="footer" url={paths.home.getHref(language)} language={language} main={false} />
      <ScrollToTop />
    </div>
  );
}
