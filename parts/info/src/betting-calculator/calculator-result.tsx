import type { CalculateCouponResponse } from '@parlay/contract';
import type { Translator } from '@parlay/i18n';
import styles from '../info.module.css';

interface CalculatorResultProps {
  result: CalculateCouponResponse;
  language: string;
  t: Translator['t'];
}

/** The calculation as a list of terms and values; a value the coupon does not have is left out. */
export function CalculatorResult({ result, language, t }: CalculatorResultProps) {
  const money = new Intl.NumberFormat(language, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const coef = new Intl.NumberFormat(language, { minimumFractionDigits: 2, maximumFractionDigits: 3 });
  const rows: [string, string][] = [
    [t('info_calc_lines'), new Intl.NumberFormat(language).format(result.lines)],
    ...(result.stakePerLine === null
      ? []
      : [[t('info_calc_stake_per_line'), money.format(result.stakePerLine)] as [string, string]]),
    [t('info_calc_total_stake'), money.format(result.totalStake)],
    ...(result.coef === null
      ? []
      : [[t('info_calc_total_coef'), coef.format(result.coef)] as [string, string]]),
    [t('info_calc_potential_win'), money.format(result.potentialWin)],
    [
      t('info_calc_settled_return'),
      result.settledReturn === null ? t('info_calc_not_settled') : money.format(result.settledReturn),
    ],
    ...(result.blockMaxStakes ?? []).map(
      (maximum, index) =>
        [t('info_calc_block_maximum', { block: index + 1 }), money.format(maximum)] as [string, string],
    ),
  ];
  return (
    <dl className={styles.calcResult}>
      {rows.map(([term, value]) => (
        <div key={term} className={styles.calcResultRow}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
