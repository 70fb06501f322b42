import { type CurrencyCode, currencyOf, type LimitTypeId } from '@parlay/domain';
import type { Translator } from '@parlay/i18n';
import { Field, NativeSelect } from '@parlay/ui';
import { limitChoices } from './limit-choices.ts';
import { formatTimeValue } from './limit-units.ts';

interface LimitValueFieldProps {
  typeId: LimitTypeId;
  /** What the player typed (money) or chose (the others), as text. */
  value: string;
  onChange: (value: string) => void;
  currency: CurrencyCode | null;
  label: string;
  error?: string;
  language: string;
  id: string;
  i18n: Translator;
}

/**
 * The value of a new limit: an amount in the player's currency for a money limit, else one of the
 * type's fixed choices (hours, minutes, days) in a native select.
 */
export function LimitValueField({
  typeId,
  value,
  onChange,
  currency,
  label,
  error,
  language,
  id,
  i18n,
}: LimitValueFieldProps) {
  const choices = limitChoices(typeId);
  if (choices === null) {
    const symbol = currency === null ? '' : currencyOf(currency).code;
    return (
      <Field
        id={id}
        label={symbol ? `${label}, ${symbol}` : label}
        inputMode="decimal"
        autoComplete="off"
        value={value}
        error={error}
        onChange={(event) => onChange(event.target.value)}
      />
    );
  }
  return (
    <NativeSelect
      id={id}
      label={label}
      placeholder={i18n.t('office_rg_choose')}
      options={choices.values.map((choice) => ({
        value: String(choice),
        label: formatTimeValue(choice, choices.unit, language),
      }))}
      value={value}
      error={error}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
