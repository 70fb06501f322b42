import { type RouteDefinition, routeByName } from '@parlay/contract/route-table';
import { Link } from 'react-router';
import { useTranslation } from '../i18n/use-translation.ts';
import { fillPath, languageHref } from '../navigation/href.ts';
import { routeTitleKey } from '../routes/route-handle.ts';

/** The chain of parents up to home; parents whose path needs a param the page lacks are skipped. */
export function breadcrumbTrail(
  route: RouteDefinition,
  params: Readonly<Record<string, string | undefined>>,
): { name: string; path: string | null }[] {
  const trail: { name: string; path: string | null }[] = [];
  for (
    let current: RouteDefinition | undefined = route;
    current;
    current = current.parent ? routeByName.get(current.parent) : undefined
  ) {
    let path: string | null;
    try {
      path = fillPath(current.path, params);
    } catch {
      path = null;
    }
    trail.unshift({ name: current.name, path });
    if (trail.length > 8) break;
  }
  if (trail[0]?.name !== 'home') trail.unshift({ name: 'home', path: '' });
  return trail;
}

export function Breadcrumbs({
  route,
  params,
}: {
  route: RouteDefinition;
  params: Readonly<Record<string, string | undefined>>;
}) {
  const { t, language } = useTranslation();
  const trail = breadcrumbTrail(route, params);
  return (
    <nav aria-label={t('breadcrumbs_label')} className="shell-breadcrumbs">
      <ol>
        {trail.map((crumb, index) => (
          <li key={crumb.name}>
            {index < trail.length - 1 && crumb.path !== null ? (
              <Link to={languageHref(language, crumb.path)}>{t(routeTitleKey(crumb.name))}</Link>
            ) : (
              <span aria-current={index === trail.length - 1 ? 'page' : undefined}>
                {t(routeTitleKey(crumb.name))}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
