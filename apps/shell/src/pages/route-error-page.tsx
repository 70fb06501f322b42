import { isRouteErrorResponse, useRouteError } from 'react-router';
import { ErrorPage } from '../components/error-page.tsx';
import { AuthorizationBlock } from './authorization-block.tsx';
import { DictionaryErrorPage } from './dictionary-error-page.tsx';

/**
 * What a refused or failed navigation shows in the layout: 404 "not found", the authorization
 * block for office pages, the dictionary error with its reload button, else the error page with
 * the status (500 by default, seed 000 §8).
 */
export function RouteErrorPage() {
  const error = useRouteError();
  if (!isRouteErrorResponse(error)) return <ErrorPage status={500} />;
  if (error.status === 401) return <AuthorizationBlock />;
  if (error.data === 'dictionary-error') return <DictionaryErrorPage />;
  return <ErrorPage status={error.status} />;
}
