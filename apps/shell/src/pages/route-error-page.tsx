import { isRouteErrorResponse, useRouteError } from 'react-router';
import { ErrorPage } from './error-page.tsx';

/** Unhandled route errors show the error page; the status defaults to 500 (seed 000 §8). */
export function RouteErrorPage() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return <ErrorPage status={status} />;
}
