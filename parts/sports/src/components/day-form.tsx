import type { Translator } from '@parlay/i18n';
import styles from '../sports.module.css';

/** The day a results or statistics page shows, chosen by a plain GET form (works without JavaScript). */
export function DayForm({ action, date, i18n }: { action: string; date: string; i18n: Translator }) {
  const { t } = i18n;
  return (
    <form className={styles.dateForm} method="get" action={action}>
      <label>
        {t('sports_results_date')} <input type="date" name="date" defaultValue={date} />
      </label>
      <button type="submit" className="pl-button pl-button--secondary pl-button--sm">
        {t('sports_results_show')}
      </button>
    </form>
  );
}
