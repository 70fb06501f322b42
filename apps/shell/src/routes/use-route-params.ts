import { type Params, useMatches, useParams } from 'react-router';
import { isRouteHandle } from './route-handle.ts';

/**
 * The params of the page's route as the route table names them: the router's own, plus those its
 * path fixes — an optional param of plain words (`registration/:type?`, the sports menu section) is
 * routed as those words in plain segments (routes.tsx), so the router alone would not name it.
 */
export function useRouteParams(): Params {
  const params = useParams();
  const handle = useMatches().at(-1)?.handle;
  return isRouteHandle(handle) && handle.fixedParams ? { ...params, ...handle.fixedParams } : params;
}
