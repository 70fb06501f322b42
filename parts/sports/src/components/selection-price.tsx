import type { Selection } from '@parlay/contract';
import type { Translator } from '@parlay/i18n';
import { useLivePrice } from '../live/live-hooks.ts';
import { formatCoef, useOddsFormat } from '../odds-format.ts';
import styles from '../sports.module.css';

interface SelectionPriceProps {
  selection: Selection;
  i18n: Translator;
  /** Shown above the price: the outcome's name (lists leave it to their column heads). */
  label?: string;
}

/**
 * One outcome's price as it moves: the last move up or down marked (coefIndicationType), a
 * suspended or unpriced one greyed and said so. The coupon (next issue) makes it a button.
 */
export function SelectionPrice({ selection, i18n, label }: SelectionPriceProps) {
  const { t } = i18n;
  const price = useLivePrice(selection);
  const format = useOddsFormat();
  const moveText =
    price.move === 'up' ? t('sports_price_up') : price.move === 'down' ? t('sports_price_down') : '';
  return (
    <div
      className={styles.price}
      data-selection-id={selection.id}
      data-move={price.blocked ? undefined : (price.move ?? undefined)}
      data-blocked={price.blocked || undefined}
    >
      {label !== undefined && <span className={styles.priceLabel}>{label}</span>}
      <span className={styles.priceValue}>
        {price.blocked || price.coef === null ? (
          <>
            <svg className={styles.lock} viewBox="0 0 16 16" aria-hidden="true" focusable="false">
              <path d="M5 7V5a3 3 0 0 1 6 0v2h1v7H4V7zm1.5 0h3V5a1.5 1.5 0 0 0-3 0z" fill="currentColor" />
            </svg>
            <span className={styles.visuallyHidden}>{t('sports_suspended')}</span>
          </>
        ) : (
          <>
            {formatCoef(price.coef, format)}
            {moveText !== '' && (
              <>
                <span aria-hidden="true" className={styles.moveMark}>
                  {price.move === 'up' ? '▲' : '▼'}
                </span>
                <span className={styles.visuallyHidden}>{moveText}</span>
              </>
            )}
          </>
        )}
      </span>
    </div>
  );
}

/** Outcomes side by side, each labelled with its outcome's name. */
export function SelectionPrices({
  selections,
  i18n,
}: {
  selections: readonly Selection[];
  i18n: Translator;
}) {
  return selections.map((selection) => (
    <SelectionPrice key={selection.id} selection={selection} i18n={i18n} label={selection.names.outcome} />
  ));
}
