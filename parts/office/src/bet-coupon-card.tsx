import type { PlacedCoupon } from '@parlay/contract';
import { routeHref } from '@parlay/contract/route-href';
import { isCurrencyCode } from '@parlay/domain';
import type { Translator } from '@parlay/i18n';
import { useState } from 'react';
import { CashoutButton } from './cashout-button.tsx';
import { formatAmount } from './money.ts';
import styles from './office.module.css';

/** An amount of the coupon's currency as the language writes money. */
function money(text: string, currency: string, language: string): string {
  return isCurrencyCode(currency) ? formatAmount(text, currency, language) : `${text} ${currency}`;
}

/** Coupons whose win is still to come: the card shows what they may win rather than what they paid. */
const undecided: ReadonlySet<PlacedCoupon['status']> = new Set(['open', 'awaiting_approval']);

/**
 * One coupon of the bet history: its number, type, date and status; a vip bet's wait for a trader
 * (until its deadline) or its rejection; each leg with its price and result; the stake, the total
 * coefficient and the potential win or what it paid (nothing for a rejected one: nothing was
 * staked); cash-out while an offer stands, asked for only while the coupon is open; its print page.
 */
export function BetCouponCard({
  coupon: placed,
  language,
  i18n,
}: {
  coupon: PlacedCoupon;
  language: string;
  i18n: Translator;
}) {
  const { t } = i18n;
  const [coupon, setCoupon] = useState(placed);
  const dates = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' });
  const headingId = `coupon-${coupon.id}`;
  const type =
    coupon.systemValue !== null && coupon.typeId === 2
      ? t('office_bet_type_system_of', {
          k: coupon.systemValue,
          m: coupon.legs.filter((leg) => !leg.banker).length,
        })
      : t(`office_bet_type_${coupon.placedAsTypeId}`);
  return (
    <article className={styles.coupon} aria-labelledby={headingId}>
      <header className={styles.couponHead}>
        <h2 id={headingId} className={styles.couponTitle}>
          {t('office_bet_coupon', { id: coupon.id })} · {type}
        </h2>
        <span className={styles.status} data-status={coupon.status}>
          {t(`office_bet_status_${coupon.status}`)}
        </span>
      </header>
      <p className={styles.muted}>
        <time dateTime={coupon.placedAt}>{dates.format(new Date(coupon.placedAt))}</time>
        {coupon.isLive && ` · ${t('office_bet_live')}`}
      </p>
      {coupon.status === 'awaiting_approval' && coupon.approvalDeadline !== null && (
        <p className={styles.couponNote} data-status={coupon.status}>
          {t('office_bet_awaiting_approval', { deadline: dates.format(new Date(coupon.approvalDeadline)) })}
        </p>
      )}
      {coupon.status === 'rejected' && (
        <p className={styles.couponNote} data-status={coupon.status}>
          {t('office_bet_rejected')}
        </p>
      )}
      <ul className={styles.legs} aria-label={t('office_bet_legs')}>
        {coupon.legs.map((leg) => (
          <li key={leg.selectionId} className={styles.leg}>
            <span>
              <span className={styles.muted}>{leg.gameName}</span>
              <br />
              {leg.marketName}: {leg.outcomeName}
              {leg.banker && ` · ${t('office_bet_banker')}`}
            </span>
            <span className={styles.legCoef}>{leg.coef.toFixed(2)}</span>
            <span className={styles.legStatus} data-leg-status={leg.statusId}>
              {t(`office_bet_leg_${String(leg.statusId).replace('-', 'minus')}`)}
            </span>
          </li>
        ))}
      </ul>
      <dl className={styles.couponFigures}>
        <div>
          <dt>{t('office_bet_stake')}</dt>
          <dd>{money(coupon.stake, coupon.currency, language)}</dd>
        </div>
        {coupon.coef !== null && (
          <div>
            <dt>{t('office_bet_coef')}</dt>
            <dd>{Number(coupon.coef).toFixed(2)}</dd>
          </div>
        )}
        {coupon.bonusCoef !== null && (
          <div>
            <dt>{t('office_bet_bonus')}</dt>
            <dd>×{coupon.bonusCoef.toFixed(2)}</dd>
          </div>
        )}
        {undecided.has(coupon.status) ? (
          <div>
            <dt>{t('office_bet_potential_win')}</dt>
            <dd>{money(coupon.potentialWin, coupon.currency, language)}</dd>
          </div>
        ) : coupon.status === 'rejected' ? null : (
          <div>
            <dt>{t(coupon.status === 'cashed_out' ? 'office_bet_cashed_out' : 'office_bet_payout')}</dt>
            <dd>{money(coupon.cashout ?? coupon.payout ?? '0', coupon.currency, language)}</dd>
          </div>
        )}
      </dl>
      <p className={styles.actions}>
        {coupon.status === 'open' && (
          <CashoutButton coupon={coupon} onCashedOut={setCoupon} language={language} i18n={i18n} />
        )}
        <a href={routeHref('print-coupon', language, { couponId: coupon.id })}>{t('office_bet_print')}</a>
      </p>
    </article>
  );
}
