import type { RouteDefinition } from '@parlay/contract/route-table';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from '../i18n/use-translation.ts';
import { routeHref } from '../navigation/href.ts';
import { routeTitleKey } from '../routes/route-handle.ts';
import { useRouteParams } from '../routes/use-route-params.ts';
import { Breadcrumbs } from './breadcrumbs.tsx';

/**
 * A section whose part is not on this site yet: the route still answers with its layout, title,
 * description and breadcrumbs, and says plainly that the section is not open.
 */
export function SectionPage({ route }: { route: RouteDefinition }) {
  const { t, language } = useTranslation();
  const params = useRouteParams();
  return (
    <section className="shell-section-page" aria-labelledby="section-title" data-section-part={route.part}>
      <Breadcrumbs route={route} params={params} />
      <h1 id="section-title">{t(routeTitleKey(route.name))}</h1>
      <p className="shell-section-page__lead">{t(`${routeTitleKey(route.name)}_description`)}</p>
      <div className="shell-section-page__notice" role="status">
        <h2>{t('section_unavailable_title')}</h2>
        <p>{t('section_unavailable_text')}</p>
        <p className="shell-section-page__links">
          <RouterLink to={routeHref('information-howbet', language)}>
            {t(routeTitleKey('information-howbet'))}
          </RouterLink>
          <RouterLink to={routeHref('home', language)}>{t(routeTitleKey('home'))}</RouterLink>
        </p>
      </div>
    </section>
  );
}
