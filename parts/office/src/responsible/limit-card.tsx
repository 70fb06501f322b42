import {
  type CurrencyCode,
  formatMoney,
  isMoneyLimit,
  type LimitTypeId,
  limitKindOf,
  moneyFromDecimal,
  moneyFromMinor,
  moneyLimitRange,
} from '@parlay/domain';
import type { Translator } from '@parlay/i18n';
import { Button } from '@parlay/ui';
import { type FormEvent, useState } from 'react';
import { typedAmount } from '../money.ts';
import styles from '../office.module.css';
import { amountProblem } from '../payment-form-parts.tsx';
import type { TypeLimits } from './limit-rows.ts';
import { formatSessionLeft } from './limit-units.ts';
import { LimitValueField } from './limit-value-field.tsx';
import { PendingChange } from './pending-change.tsx';
import own from './responsible.module.css';
import { TwoStepConfirm } from './two-step-confirm.tsx';

interface LimitCardProps {
  typeId: LimitTypeId;
  limits: TypeLimits;
  currency: CurrencyCode | null;
  now: number;
  language: string;
  busy: boolean;
  /** A limit's value as the page writes it (money in the currency, hours, minutes, days). */
  valueText: (typeId: LimitTypeId, value: number) => string;
  /** Sets a new value (null: removes the limit). */
  onSave: (typeId: LimitTypeId, value: number | null) => void;
  onConfirm: (typeId: LimitTypeId) => void;
  onReject: (typeId: LimitTypeId) => void;
  i18n: Translator;
}

/** The amounts a money limit may be, as the amount checks of the payment forms read them. */
const moneyLimitBounds = (currency: CurrencyCode) => ({
  min: formatMoney(moneyFromMinor(moneyLimitRange.min, currency)),
  max: formatMoney(moneyFromMinor(moneyLimitRange.max, currency)),
});

/** Types whose limit the player may remove (a removal waits for the cooling-off like a raise). */
const removable = (typeId: LimitTypeId) =>
  isMoneyLimit(typeId) || ['session', 'reality-check'].includes(limitKindOf[typeId]);

/**
 * One limit type: its value in force and what remains of it, a change waiting for its cooling-off,
 * and the form that sets a new value. A timeout is confirmed a second time, since it signs the
 * player out at once and cannot be shortened.
 */
export function LimitCard({
  typeId,
  limits,
  currency,
  now,
  language,
  busy,
  valueText,
  onSave,
  onConfirm,
  onReject,
  i18n,
}: LimitCardProps) {
  const { t } = i18n;
  const { active, pending } = limits;
  const [input, setInput] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [confirming, setConfirming] = useState<number | null>(null);
  const money = isMoneyLimit(typeId);
  const timeout = limitKindOf[typeId] === 'timeout';
  const titleId = `limit-${typeId}-title`;
  const fieldId = `limit-${typeId}-value`;
  const dates = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = readValue();
    if (value === null) {
      document.getElementById(fieldId)?.focus();
      return;
    }
    setError(undefined);
    if (timeout) setConfirming(value);
    else onSave(typeId, value);
  };

  /** The typed or chosen value in the type's unit, or null with the field's error set. */
  const readValue = (): number | null => {
    if (!money) {
      if (input !== '') return Number(input);
      setError(t('office_rg_choose_value'));
      return null;
    }
    if (currency === null) return null;
    const problem = amountProblem(input, currency, moneyLimitBounds(currency), null, language, i18n);
    if (problem) {
      setError(problem);
      return null;
    }
    return Number(moneyFromDecimal(typedAmount(input), currency).minor);
  };

  return (
    <article className={own.limit} aria-labelledby={titleId}>
      <h3 id={titleId} className={own.limitTitle}>
        {t(`office_rg_type_${typeId}`)}
      </h3>
      <dl className={own.limitFacts}>
        <div>
          <dt>{t('office_rg_current')}</dt>
          <dd>
            {active?.value != null ? valueText(typeId, active.value) : t('office_rg_not_set')}
            {active?.endsAt != null && (
              <span className={styles.muted}>
                {' '}
                · {t('office_rg_ends', { date: dates.format(new Date(active.endsAt)) })}
              </span>
            )}
          </dd>
        </div>
        {active?.value != null && active.balance !== null && (money || active.balance > 0) && (
          <div>
            <dt>{t('office_rg_remaining')}</dt>
            <dd>
              {limitKindOf[typeId] === 'session'
                ? formatSessionLeft(active.balance, language)
                : valueText(typeId, active.balance)}
            </dd>
          </div>
        )}
      </dl>
      {pending && (
        <PendingChange
          pending={pending}
          valueText={pending.value === null ? null : valueText(typeId, pending.value)}
          now={now}
          language={language}
          busy={busy}
          onConfirm={() => onConfirm(typeId)}
          onReject={() => onReject(typeId)}
          i18n={i18n}
        />
      )}
      {confirming !== null ? (
        <TwoStepConfirm
          id={`limit-${typeId}-confirm`}
          title={t('office_rg_timeout_confirm_title', { period: valueText(typeId, confirming) })}
          confirmLabel={t('office_rg_timeout_confirm')}
          busy={busy}
          onConfirm={() => onSave(typeId, confirming)}
          onBack={() => {
            setConfirming(null);
            document.getElementById(fieldId)?.focus();
          }}
          i18n={i18n}
        >
          <p>{t('office_rg_timeout_effects')}</p>
        </TwoStepConfirm>
      ) : (
        <form className={own.limitForm} onSubmit={submit} noValidate>
          <LimitValueField
            id={fieldId}
            typeId={typeId}
            value={input}
            onChange={setInput}
            currency={currency}
            label={t(active ? 'office_rg_new_value' : 'office_rg_value')}
            error={error}
            language={language}
            i18n={i18n}
          />
          <p className={styles.actions}>
            <Button type="submit" disabled={busy}>
              {t(timeout ? 'office_rg_timeout_submit' : active ? 'office_rg_change' : 'office_rg_set')}
            </Button>
            {active && !pending && removable(typeId) && (
              <Button type="button" variant="secondary" disabled={busy} onClick={() => onSave(typeId, null)}>
                {t('office_rg_remove')}
              </Button>
            )}
          </p>
        </form>
      )}
    </article>
  );
}
