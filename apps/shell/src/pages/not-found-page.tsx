import { ErrorPage } from '../components/error-page.tsx';

export function NotFoundPage() {
  return <ErrorPage status={404} />;
}
