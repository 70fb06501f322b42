import { type BetStatusId, betStatusIds } from '@parlay/domain';
import type { Translator } from '@parlay/i18n';
import { useId, useState } from 'react';
import styles from '../info.module.css';
import {
  type CalculatorForm,
  type CalculatorLeg,
  couponTypeChoices,
  couponTypeOf,
  fieldPlace,
  hasBankers,
  hasBlockAmounts,
  hasBlocks,
  hasOwnAmounts,
  hasQuotedCoef,
  hasSystemValue,
  initialForm,
  laterBlocks,
  newLeg,
  statusChoices,
} from './calculator-form.ts';
import { CalculatorResult } from './calculator-result.tsx';
import { type CalculationState, useCouponCalculation } from './use-coupon-calculation.ts';

interface BettingCalculatorProps {
  language: string;
  t: Translator['t'];
}

const statusNames = Object.fromEntries(
  Object.entries(betStatusIds).map(([name, id]) => [id, name]),
) as Record<BetStatusId, string>;

/** The message of a refused field, or of the coupon as a whole, by where the calculator shows it. */
function errorsByPlace(state: CalculationState): Map<string, string> {
  const errors = new Map<string, string>();
  if (state.kind !== 'refused') return errors;
  for (const [field, messageKey] of Object.entries(state.fields)) {
    const place = fieldPlace(field);
    const key = typeof place === 'string' ? place : `${place.leg}.${place.input}`;
    if (!errors.has(key)) errors.set(key, messageKey);
  }
  return errors;
}

interface TextFieldProps {
  label: string;
  inputMode: 'decimal' | 'numeric';
  value: string;
  onChange: (text: string) => void;
  /** What the server refused in the field, shown below it and read with it. */
  error: string | undefined;
  errorId: string;
}

function TextField({ label, inputMode, value, onChange, error, errorId }: TextFieldProps) {
  return (
    <div className={styles.calcFieldBox}>
      <label className={styles.calcField}>
        <span>{label}</span>
        <input
          inputMode={inputMode}
          autoComplete="off"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          {...(error === undefined ? {} : { 'aria-invalid': true, 'aria-describedby': errorId })}
        />
      </label>
      {error !== undefined && (
        <span id={errorId} className={styles.calcError}>
          {error}
        </span>
      )}
    </div>
  );
}

/**
 * The betting calculator (seed 000 §2 information/betting-calculator): any of the ten coupon
 * types, a status per selection, and the result of `POST /coupon-api/calculate` as the form
 * changes. The server render shows the form; the result comes once the page is live.
 */
export function BettingCalculator({ language, t }: BettingCalculatorProps) {
  const [form, setForm] = useState<CalculatorForm>(initialForm);
  const state = useCouponCalculation(form);
  const errors = errorsByPlace(state);
  const id = useId();
  const message = (key: string) => {
    const messageKey = errors.get(key);
    return messageKey === undefined ? undefined : t(messageKey);
  };
  const update = (change: Partial<CalculatorForm>) => setForm((current) => ({ ...current, ...change }));
  const updateLeg = (key: number, change: Partial<CalculatorLeg>) =>
    setForm((current) => ({
      ...current,
      legs: current.legs.map((leg) => (leg.key === key ? { ...leg, ...change } : leg)),
    }));
  const nextKey = () => Math.max(0, ...form.legs.map((leg) => leg.key)) + 1;

  const fieldError = (key: string) => {
    const text = message(key);
    return text === undefined ? null : (
      <span id={`${id}-${key}-error`} className={styles.calcError}>
        {text}
      </span>
    );
  };
  const problem = (key: string) => ({ error: message(key), errorId: `${id}-${key}-error` });
  const described = (key: string) =>
    errors.has(key) ? { 'aria-invalid': true, 'aria-describedby': `${id}-${key}-error` } : {};

  return (
    <section className={styles.calculator} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('info_calc_title')}</h2>
      <form className={styles.calcForm} onSubmit={(event) => event.preventDefault()}>
        <div className={styles.calcFields}>
          <label className={styles.calcField}>
            <span>{t('info_calc_type')}</span>
            <select
              value={form.typeId}
              onChange={(event) => update({ typeId: couponTypeOf(event.target.value) })}
            >
              {couponTypeChoices.map((typeId) => (
                <option key={typeId} value={typeId}>
                  {t(`info_calc_type_${typeId}`)}
                </option>
              ))}
            </select>
          </label>
          <TextField
            label={t('info_calc_amount')}
            inputMode="decimal"
            value={form.amount}
            onChange={(text) => update({ amount: text })}
            {...problem('amount')}
          />
          {hasSystemValue(form.typeId) && (
            <TextField
              label={t('info_calc_system_value')}
              inputMode="numeric"
              value={form.systemValue}
              onChange={(text) => update({ systemValue: text })}
              {...problem('systemValue')}
            />
          )}
          {hasQuotedCoef(form.typeId) && (
            <TextField
              label={t('info_calc_anti_express_coef')}
              inputMode="decimal"
              value={form.antiExpressCoef}
              onChange={(text) => update({ antiExpressCoef: text })}
              {...problem('antiExpressCoef')}
            />
          )}
        </div>
        <fieldset className={styles.calcLegs}>
          <legend>{t('info_calc_selections')}</legend>
          <ol>
            {form.legs.map((leg, index) => (
              <li key={leg.key} className={styles.calcLeg}>
                <TextField
                  label={t('info_calc_coef', { number: index + 1 })}
                  inputMode="decimal"
                  value={leg.coef}
                  onChange={(text) => updateLeg(leg.key, { coef: text })}
                  {...problem(`${index}.coef`)}
                />
                {hasOwnAmounts(form.typeId) && (
                  <TextField
                    label={t('info_calc_own_amount', { number: index + 1 })}
                    inputMode="decimal"
                    value={leg.amount}
                    onChange={(text) => updateLeg(leg.key, { amount: text })}
                    {...problem(`${index}.amount`)}
                  />
                )}
                <label className={styles.calcField}>
                  <span>{t('info_calc_status', { number: index + 1 })}</span>
                  <select
                    value={leg.statusId}
                    onChange={(event) =>
                      updateLeg(leg.key, { statusId: Number(event.target.value) as BetStatusId })
                    }
                  >
                    {statusChoices.map((statusId) => (
                      <option key={statusId} value={statusId}>
                        {t(`info_calc_status_${statusNames[statusId]}`)}
                      </option>
                    ))}
                  </select>
                </label>
                {hasBlocks(form.typeId) && (
                  <TextField
                    label={t('info_calc_block', { number: index + 1 })}
                    inputMode="numeric"
                    value={leg.blockId}
                    onChange={(text) => updateLeg(leg.key, { blockId: text })}
                    {...problem(`${index}.blockId`)}
                  />
                )}
                {hasBankers(form.typeId) && (
                  <div className={styles.calcFieldBox}>
                    <label className={styles.calcCheck}>
                      <input
                        type="checkbox"
                        checked={leg.banker}
                        onChange={(event) => updateLeg(leg.key, { banker: event.target.checked })}
                        {...described(`${index}.banker`)}
                      />
                      <span>{t('info_calc_banker', { number: index + 1 })}</span>
                    </label>
                    {fieldError(`${index}.banker`)}
                  </div>
                )}
                <button
                  type="button"
                  className={styles.calcButton}
                  onClick={() => update({ legs: form.legs.filter((other) => other.key !== leg.key) })}
                  disabled={form.legs.length === 1}
                >
                  {t('info_calc_remove', { number: index + 1 })}
                </button>
              </li>
            ))}
          </ol>
          <button
            type="button"
            className={styles.calcButton}
            onClick={() => update({ legs: [...form.legs, newLeg(nextKey(), '2.00')] })}
          >
            {t('info_calc_add')}
          </button>
        </fieldset>
        {hasBlockAmounts(form.typeId) && laterBlocks(form).length > 0 && (
          <fieldset className={styles.calcLegs}>
            <legend>{t('info_calc_block_amounts')}</legend>
            <div className={styles.calcFields}>
              {laterBlocks(form).map((blockId) => (
                <TextField
                  key={blockId}
                  label={t('info_calc_block_amount', { block: blockId })}
                  inputMode="decimal"
                  value={form.blockAmounts[blockId] ?? ''}
                  onChange={(text) => update({ blockAmounts: { ...form.blockAmounts, [blockId]: text } })}
                  {...problem(`amountByBlockId.${blockId}`)}
                />
              ))}
            </div>
          </fieldset>
        )}
      </form>
      <div className={styles.calcOutput} role="status" aria-live="polite" aria-atomic="true">
        {state.kind === 'answered' && <CalculatorResult result={state.result} language={language} t={t} />}
        {state.kind === 'idle' && <p>{t('info_calc_waiting')}</p>}
        {state.kind === 'refused' && errors.has('coupon') && (
          <p className={styles.calcError}>{t(errors.get('coupon')!)}</p>
        )}
        {state.kind === 'refused' && !errors.has('coupon') && <p>{t('info_calc_fix_fields')}</p>}
        {state.kind === 'failed' && <p className={styles.calcError}>{t('info_calc_failed')}</p>}
      </div>
    </section>
  );
}
