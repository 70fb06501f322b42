import type { RouteDefinition } from '@parlay/contract/route-table';
import type { ComponentType } from 'react';
import { useMatches } from 'react-router';
import { RegistrationRouteDialog } from '../auth/registration-route-dialog.tsx';
import { isRouteHandle } from '../routes/route-handle.ts';
import { useShellData } from '../state/shell-data.tsx';
import { DebuggerRoute } from './debugger-route.tsx';
import { HomePage } from './home-page.tsx';
import { MaintenancePage } from './maintenance-page.tsx';
import { NotFoundPage } from './not-found-page.tsx';
import { PartPage } from './part-page.tsx';
import { SectionPage } from './section-page.tsx';
import { StatusPage } from './status-page.tsx';

const status = (key: string) => () => <StatusPage titleKey={`${key}_title`} textKey={`${key}_text`} />;

/** Pages the shell renders itself, by route name. */
const shellPages: Readonly<Record<string, ComponentType>> = {
  maintenance: MaintenancePage,
  block: status('block'),
  'block-ua': status('block_ua'),
  'block-ie': status('block_ie'),
  'site-updates': status('site_updates'),
  suspension: status('suspension'),
  'coming-soon': status('coming_soon'),
  'old-browser': status('old_browser'),
  'server-error': status('server_error'),
  'internal-vpn': status('internal_vpn'),
  debugger: DebuggerRoute,
};

function pageFor(route: RouteDefinition, availableParts: readonly string[]) {
  // Registration is a dialog over the home page (seed 001 §2), whatever part the route names.
  if (route.name === 'registration')
    return (
      <>
        <HomePage />
        <RegistrationRouteDialog />
      </>
    );
  if (route.part)
    return availableParts.includes(route.part) ? (
      <PartPage part={route.part} />
    ) : (
      <SectionPage route={route} />
    );
  const Page = shellPages[route.name];
  return Page ? <Page /> : <SectionPage route={route} />;
}

/** The page of the matched route: its part, the shell's own page, or the section page. */
export function RoutePage() {
  const { availableParts } = useShellData();
  const handle = useMatches().at(-1)?.handle;
  const route = isRouteHandle(handle) ? handle.route : null;
  return route ? pageFor(route, availableParts) : <NotFoundPage />;
}
