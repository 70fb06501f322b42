import { paths } from '@parlay/contract/paths';
import { type CurrencyCode, displayMoney, type LimitTypeId, moneyFromMinor } from '@parlay/domain';
import type { Translator } from '@parlay/i18n';
import { Link } from '@parlay/ui';
import styles from '../office.module.css';
import { LimitCard } from './limit-card.tsx';
import { limitChoices } from './limit-choices.ts';
import type { LimitGroup } from './limit-groups.ts';
import { type LimitRow, limitsOfType } from './limit-rows.ts';
import { formatTimeValue } from './limit-units.ts';
import own from './responsible.module.css';

interface LimitGroupSectionProps {
  group: LimitGroup;
  rows: readonly LimitRow[];
  currency: CurrencyCode | null;
  now: number;
  coolingOffHours: number;
  language: string;
  /** The type an action is under way for, if any. */
  busy: LimitTypeId | null;
  onSave: (typeId: LimitTypeId, value: number | null) => void;
  onConfirm: (typeId: LimitTypeId) => void;
  onReject: (typeId: LimitTypeId) => void;
  i18n: Translator;
}

/** One group of the limits page (deposit, wagering, …) under its heading, a card per type. */
export function LimitGroupSection({
  group,
  rows,
  currency,
  now,
  coolingOffHours,
  language,
  busy,
  onSave,
  onConfirm,
  onReject,
  i18n,
}: LimitGroupSectionProps) {
  const { t } = i18n;
  const titleId = `limits-${group.kind}-title`;
  const valueText = (typeId: LimitTypeId, value: number) => {
    const choices = limitChoices(typeId);
    if (choices) return formatTimeValue(value, choices.unit, language);
    return currency === null ? String(value) : displayMoney(moneyFromMinor(value, currency), language);
  };

  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.subtitle}>
        {t(`office_rg_group_${group.kind}`)}
      </h2>
      <p className={styles.lead}>{t(`office_rg_group_${group.kind}_lead`)}</p>
      {group.kind !== 'timeout' && group.kind !== 'self-exclusion' && (
        <p className={styles.lead}>{t('office_rg_rule', { hours: coolingOffHours })}</p>
      )}
      {group.kind === 'self-exclusion' ? (
        <p className={styles.actions}>
          <Link variant="standalone" href={paths.responsibleGaming.getHref(language, 'self-exclusion')}>
            {t('office_se_open')}
          </Link>
        </p>
      ) : (
        <div className={own.limits}>
          {group.typeIds.map((typeId) => (
            <LimitCard
              key={typeId}
              typeId={typeId}
              limits={limitsOfType(rows, typeId)}
              currency={currency}
              now={now}
              language={language}
              busy={busy === typeId}
              valueText={valueText}
              onSave={onSave}
              onConfirm={onConfirm}
              onReject={onReject}
              i18n={i18n}
            />
          ))}
        </div>
      )}
    </section>
  );
}
