import { paths } from '@parlay/contract/paths';
import { Button, Link } from '@parlay/ui';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from '../i18n/use-translation.ts';

interface ErrorPageProps {
  status: number;
  onRetry?: () => void;
}

/** The error page: 404 says the page could not be found; anything else names its status. */
export function ErrorPage({ status, onRetry }: ErrorPageProps) {
  const { t, language } = useTranslation();
  return (
    <section className="shell-error-page" aria-labelledby="error-title">
      <p className="shell-error-page__status" aria-hidden="true">
        {status}
      </p>
      <h1 id="error-title" className="shell-error-page__title">
        {status === 404 ? t('not_found_title') : t('error_title')}
      </h1>
      {status !== 404 && <p>{t('error_status', { status })}</p>}
      <div className="shell-error-page__actions">
        {onRetry && <Button onClick={onRetry}>{t('part_refresh')}</Button>}
        <Link asChild>
          <RouterLink to={paths.home.getHref(language)}>{t('not_found_home_link')}</RouterLink>
        </Link>
      </div>
    </section>
  );
}
