import type { CouponTypeId } from '@parlay/domain';
import type { Translator } from '@parlay/i18n';
import type { FollowedPrice } from '../live/live-prices-by-id.ts';
import { formatCoef, useOddsFormat } from '../odds-format.ts';
import sportsStyles from '../sports.module.css';
import styles from './coupon.module.css';
import dockStyles from './coupon-dock.module.css';
import { takesBankers, takesBlocks } from './coupon-fit.ts';
import { useCouponStore } from './coupon-hooks.ts';
import type { CouponBet } from './coupon-state.ts';
import { removeBet, setBlock, toggleBanker } from './coupon-transitions.ts';
import type { BetClass } from './coupon-view.ts';

interface CouponBetRowProps {
  bet: CouponBet;
  price: FollowedPrice | undefined;
  betClass: BetClass;
  typeId: CouponTypeId;
  /** How many blocks the chooser offers (as many as bets). */
  blockCount: number;
  i18n: Translator;
}

/**
 * One bet of the coupon: its game, market and outcome, the price accepted and where it moved since,
 * why it cannot be placed (suspended, dependent, finished), its banker or block, and its removal.
 */
export function CouponBetRow({ bet, price, betClass, typeId, blockCount, i18n }: CouponBetRowProps) {
  const { t } = i18n;
  const store = useCouponStore();
  const format = useOddsFormat();
  const now = price?.coef ?? null;
  const moved = now !== null && now !== bet.coef ? (now > bet.coef ? 'up' : 'down') : null;
  const outcome = `${bet.names.market}: ${bet.names.outcome}`;
  return (
    <li className={styles.bet} data-locked={betClass.locked || undefined} data-move={moved ?? undefined}>
      <div className={styles.betHead}>
        <span className={styles.betGame}>
          {betClass.live && <span className={styles.liveMark}>{t('coupon_live')}</span>}
          {bet.names.game}
        </span>
        <button
          type="button"
          className={dockStyles.remove}
          aria-label={t('coupon_remove_bet', { outcome, game: bet.names.game })}
          onClick={() => store.apply(removeBet, bet.id)}
        >
          ×
        </button>
      </div>
      <div className={styles.betLine}>
        <span className={styles.betOutcome}>{outcome}</span>
        <span className={styles.betCoef}>
          {moved ? (
            <>
              <s className={styles.oldCoef}>
                <span className={sportsStyles.visuallyHidden}>{t('coupon_coef_was')} </span>
                {formatCoef(bet.coef, format)}
              </s>{' '}
              <span aria-hidden="true">{moved === 'up' ? '▲' : '▼'}</span>
              <span className={sportsStyles.visuallyHidden}>
                {t(moved === 'up' ? 'coupon_coef_rose_to' : 'coupon_coef_fell_to')}{' '}
              </span>
              {formatCoef(now ?? bet.coef, format)}
            </>
          ) : (
            formatCoef(bet.coef, format)
          )}
        </span>
      </div>
      {price?.blocked && <p className={styles.betNote}>{t('coupon_bet_suspended')}</p>}
      {betClass.finished && <p className={styles.betNote}>{t('coupon_bet_finished')}</p>}
      {betClass.dependent && <p className={styles.betNote}>{t('coupon_bet_dependent')}</p>}
      {(takesBankers(typeId) || takesBlocks(typeId)) && (
        <div className={styles.betOptions}>
          {takesBankers(typeId) && (
            <label className={styles.check}>
              <input
                type="checkbox"
                checked={bet.banker}
                disabled={bet.isDisabledBanker}
                onChange={() => store.apply(toggleBanker, bet.id)}
              />
              {t('coupon_banker')}
            </label>
          )}
          {takesBlocks(typeId) && !bet.banker && (
            <label className={styles.inline}>
              {t('coupon_block')}
              <select
                value={bet.blockId}
                onChange={(event) => store.apply(setBlock, bet.id, Number(event.target.value))}
              >
                <option value={0}>{t('coupon_block_none')}</option>
                {Array.from({ length: blockCount }, (_, index) => (
                  <option key={index + 1} value={index + 1}>
                    {index + 1}
                  </option>
                ))}
              </select>
            </label>
          )}
        </div>
      )}
    </li>
  );
}
