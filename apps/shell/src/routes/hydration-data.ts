import { isRouteErrorResponse, type StaticHandlerContext } from 'react-router';

/**
 * The router state the browser router starts from, in the shape React Router reads from
 * `window.__staticRouterHydrationData` (route error responses tagged so they revive as such).
 * Emitted outside the React root so the server and client trees stay identical.
 */
export function routerHydrationData(context: StaticHandlerContext) {
  const errors = context.errors
    ? Object.fromEntries(
        Object.entries(context.errors).map(([routeId, error]) => [
          routeId,
          isRouteErrorResponse(error)
            ? { ...error, __type: 'RouteErrorResponse' }
            : { message: error instanceof Error ? error.message : String(error), __type: 'Error' },
        ]),
      )
    : null;
  return { loaderData: context.loaderData, actionData: context.actionData, errors };
}
