import type { Translator } from '@parlay/i18n';
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import sportsStyles from '../sports.module.css';
import styles from './coupon-dock.module.css';
import { useCouponGlance } from './coupon-handle.ts';

/** The coupon's working parts, fetched once the coupon has something to show. */
const CouponPanel = lazy(() =>
  import('./coupon-panel.tsx').then((module) => ({ default: module.CouponPanel })),
);

/**
 * The coupon beside every page that shows prices: a column on a wide screen, a sheet opened from a
 * bar at the bottom on a phone. An empty coupon says how to fill it; its controls (types, stake,
 * placement) load with the first bet.
 */
export function CouponDock({ i18n, language }: { i18n: Translator; language: string }) {
  const { t } = i18n;
  const headingId = useId();
  const sheetId = useId();
  const count = useCouponGlance((glance) => glance.betIds.length);
  const hasResult = useCouponGlance((glance) => glance.hasResult);
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);
  // The phone's sheet takes the focus when it opens and gives it back to its bar when it closes.
  useEffect(() => {
    if (open) closeRef.current?.focus();
    else if (wasOpen.current) toggleRef.current?.focus();
    wasOpen.current = open;
  }, [open]);
  // Once loaded, the controls stay: emptying the coupon does not unload them.
  useEffect(() => {
    if (count > 0 || hasResult) setWanted(true);
  }, [count, hasResult]);
  useEffect(() => {
    if (!open) return;
    const close = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    window.addEventListener('keydown', close);
    return () => window.removeEventListener('keydown', close);
  }, [open]);
  return (
    <aside className={styles.dock} aria-labelledby={headingId} data-open={open || undefined}>
      <button
        ref={toggleRef}
        type="button"
        className={styles.sheetToggle}
        aria-expanded={open}
        aria-controls={sheetId}
        onClick={() => setOpen(!open)}
      >
        <span>{t('coupon_title')}</span>
        <span className={styles.count} data-empty={count === 0 || undefined}>
          {count}
          <span className={sportsStyles.visuallyHidden}> {t('coupon_bets_count', { count })}</span>
        </span>
      </button>
      <div id={sheetId} className={styles.sheet}>
        <div className={styles.sheetHead}>
          <h2 id={headingId} className={styles.title}>
            {t('coupon_title')}
            {count > 0 && <span className={styles.count}>{count}</span>}
          </h2>
          <button
            ref={closeRef}
            type="button"
            className={styles.sheetClose}
            aria-label={t('coupon_close')}
            onClick={() => setOpen(false)}
          >
            ×
          </button>
        </div>
        {count === 0 && !hasResult && <p className={styles.empty}>{t('coupon_empty')}</p>}
        {wanted && (
          <Suspense fallback={<p className={styles.empty}>{t('coupon_loading')}</p>}>
            <CouponPanel i18n={i18n} language={language} />
          </Suspense>
        )}
      </div>
    </aside>
  );
}
