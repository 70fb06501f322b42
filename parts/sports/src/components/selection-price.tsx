import type { Selection } from '@parlay/contract';
import type { Translator } from '@parlay/i18n';
import { couponBetOf } from '../coupon/coupon-bet-of.ts';
import { useCouponGlance, useCouponHandle } from '../coupon/coupon-handle.ts';
import { useLivePrice } from '../live/live-hooks.ts';
import { formatCoef, useOddsFormat } from '../odds-format.ts';
import styles from '../sports.module.css';

interface SelectionPriceProps {
  selection: Selection;
  /** The game's name, kept with the bet in the coupon. */
  gameName: string;
  i18n: Translator;
  /** Shown above the price: the outcome's name (lists leave it to their column heads). */
  label?: string;
}

/**
 * One outcome's price as it moves: the last move up or down marked (coefIndicationType), a
 * suspended or unpriced one greyed and said so. A button: pressing it puts the outcome in the
 * coupon or takes it out (aria-pressed tells which); a suspended one cannot be added.
 */
export function SelectionPrice({ selection, gameName, i18n, label }: SelectionPriceProps) {
  const { t } = i18n;
  const price = useLivePrice(selection);
  const format = useOddsFormat();
  const coupon = useCouponHandle();
  const inCoupon = useCouponGlance((glance) => glance.betIds.includes(selection.id));
  const moveText =
    price.move === 'up' ? t('sports_price_up') : price.move === 'down' ? t('sports_price_down') : '';
  const oneClick = useCouponGlance((glance) => glance.oneClick);
  const toggle = () => {
    if (!inCoupon && (price.blocked || price.coef === null)) return;
    const bet = couponBetOf(selection, gameName, price.coef ?? selection.coef ?? 1);
    // The coupon's store, and then what the press needs, load with the first press (the home page's
    // budget has no room for them); a press meanwhile waits its turn.
    const store = coupon.load();
    // One-click: placed at once (its code fetched on the first such press).
    if (oneClick && !inCoupon) {
      void Promise.all([store, import('../coupon/one-click.ts')]).then(([loaded, { placeOneClick }]) =>
        placeOneClick(loaded, bet, i18n),
      );
      return;
    }
    const now = Date.now();
    void Promise.all([store, import('../coupon/coupon-transitions.ts')]).then(([loaded, { toggleBet }]) =>
      loaded.apply(toggleBet, bet, now),
    );
  };
  return (
    <button
      type="button"
      className={styles.price}
      data-selection-id={selection.id}
      data-move={price.blocked ? undefined : (price.move ?? undefined)}
      data-blocked={price.blocked || undefined}
      aria-pressed={inCoupon}
      aria-disabled={!inCoupon && price.blocked ? true : undefined}
      title={t(
        inCoupon ? 'coupon_remove_selection' : oneClick ? 'coupon_one_click_place' : 'coupon_add_selection',
      )}
      onClick={toggle}
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
    </button>
  );
}

/** Outcomes side by side, each labelled with its outcome's name. */
export function SelectionPrices({
  selections,
  gameName,
  i18n,
}: {
  selections: readonly Selection[];
  gameName: string;
  i18n: Translator;
}) {
  return selections.map((selection) => (
    <SelectionPrice
      key={selection.id}
      selection={selection}
      gameName={gameName}
      i18n={i18n}
      label={selection.names.outcome}
    />
  ));
}
