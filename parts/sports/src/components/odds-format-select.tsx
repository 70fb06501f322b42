import type { OddsFormat } from '@parlay/domain';
import type { Translator } from '@parlay/i18n';
import { NativeSelect } from '@parlay/ui';
import { chooseOddsFormat, oddsFormats, useOddsFormat } from '../odds-format.ts';

/** The odds display setting (seed 001 §3 coefViewId), remembered in this browser. */
export function OddsFormatSelect({ i18n }: { i18n: Translator }) {
  const { t } = i18n;
  const format = useOddsFormat();
  return (
    <NativeSelect
      label={t('sports_odds_format')}
      value={format}
      options={oddsFormats.map((value) => ({ value, label: t(`sports_odds_${value}`) }))}
      onChange={(event) => chooseOddsFormat(event.currentTarget.value as OddsFormat)}
    />
  );
}
