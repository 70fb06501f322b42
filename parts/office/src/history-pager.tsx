import type { Translator } from '@parlay/i18n';
import { Button } from '@parlay/ui';
import styles from './office.module.css';

/** Page numbers to offer: the first, the last, and two either side of the current one. */
export function pagesAround(current: number, total: number): number[] {
  const pages = new Set([1, total, current - 2, current - 1, current, current + 1, current + 2]);
  return [...pages].filter((page) => page >= 1 && page <= total).sort((a, b) => a - b);
}

interface HistoryPagerProps {
  page: number;
  totalPages: number;
  /** The navigation's name ("Pages of the payment history"). */
  label: string;
  goTo: (page: number) => void;
  i18n: Translator;
}

/** Previous, the pages around the current one, next: a history's pages. */
export function HistoryPager({ page, totalPages, label, goTo, i18n }: HistoryPagerProps) {
  const { t } = i18n;
  if (totalPages <= 1) return null;
  return (
    <nav className={styles.pager} aria-label={label}>
      <ul>
        <li>
          <Button size="sm" variant="secondary" disabled={page <= 1} onClick={() => goTo(page - 1)}>
            {t('office_history_previous')}
          </Button>
        </li>
        {pagesAround(page, totalPages).map((number) => (
          <li key={number}>
            <Button
              size="sm"
              variant="secondary"
              aria-current={number === page ? 'page' : undefined}
              aria-label={t('office_history_page', { page: number })}
              onClick={() => goTo(number)}
            >
              {number}
            </Button>
          </li>
        ))}
        <li>
          <Button size="sm" variant="secondary" disabled={page >= totalPages} onClick={() => goTo(page + 1)}>
            {t('office_history_next')}
          </Button>
        </li>
      </ul>
    </nav>
  );
}
