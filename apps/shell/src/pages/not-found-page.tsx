import { ErrorPage } from './error-page.tsx';

export function NotFoundPage() {
  return <ErrorPage status={404} />;
}
