import { listPaymentMethods } from '@parlay/client';
import type { Account, PaymentMethod } from '@parlay/contract';
import { type CurrencyCode, compareMoney, currencyOf, moneyFromDecimal, parseAmount } from '@parlay/domain';
import type { Translator } from '@parlay/i18n';
import { NativeSelect } from '@parlay/ui';
import { useEffect, useState } from 'react';
import { formatAmount, typedAmount } from './money.ts';
import styles from './office.module.css';
import { failureOf, failureText } from './office-failures.ts';

export type MethodsState =
  | { status: 'loading' }
  | { status: 'ready'; methods: readonly PaymentMethod[] }
  | { status: 'failed'; text: string };

/** The payment methods that take a currency, read again when the currency changes. */
export function usePaymentMethods(currency: CurrencyCode | null, language: string, i18n: Translator) {
  const [state, setState] = useState<MethodsState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (currency === null) return;
    let live = true;
    setState({ status: 'loading' });
    listPaymentMethods(currency, language).then(
      (answer) => live && setState({ status: 'ready', methods: answer.methods }),
      (error: unknown) => live && setState({ status: 'failed', text: failureText(failureOf(error), i18n) }),
    );
    return () => {
      live = false;
    };
  }, [currency, language, attempt, i18n]);
  return { state, retry: () => setAttempt((count) => count + 1) };
}

/** The account money goes to or comes from: a select of the money accounts, each with its balance. */
export function AccountSelect({
  accounts,
  value,
  onChange,
  label,
  language,
  disabled,
}: {
  accounts: readonly Account[];
  value: Account | undefined;
  onChange: (account: Account) => void;
  label: string;
  language: string;
  disabled?: boolean;
}) {
  return (
    <NativeSelect
      label={label}
      options={accounts.map((account) => ({
        value: String(account.id),
        label: `${account.labelWithSymbol} · ${formatAmount(account.money, account.iso, language)}`,
      }))}
      value={value ? String(value.id) : ''}
      onChange={(event) => {
        const chosen = accounts.find((account) => String(account.id) === event.target.value);
        if (chosen) onChange(chosen);
      }}
      disabled={disabled}
    />
  );
}

/** A method's limits for one kind of payment, as a line the player reads. */
export function limitsText(
  limits: PaymentMethod['deposit'],
  currency: CurrencyCode,
  language: string,
  i18n: Translator,
): string | null {
  if (!limits) return null;
  return i18n.t('office_method_limits', {
    min: formatAmount(limits.min, currency, language),
    max: formatAmount(limits.max, currency, language),
  });
}

/** The methods as a group of radio buttons, each with its name, its line and its limits. */
export function MethodChoices({
  methods,
  kind,
  value,
  onChange,
  currency,
  language,
  i18n,
  error,
}: {
  methods: readonly PaymentMethod[];
  kind: 'deposit' | 'withdrawal';
  value: string | null;
  onChange: (method: PaymentMethod) => void;
  currency: CurrencyCode;
  language: string;
  i18n: Translator;
  error?: string;
}) {
  const errorId = `method-${kind}-error`;
  return (
    <fieldset className={styles.fieldset} aria-describedby={error ? errorId : undefined}>
      <legend className={styles.legend}>{i18n.t('office_method_legend')}</legend>
      <div className={styles.choices}>
        {methods.map((method) => (
          <label key={method.id} className={styles.choice}>
            <input
              type="radio"
              name={`method-${kind}`}
              value={method.id}
              checked={value === method.id}
              onChange={() => onChange(method)}
            />
            <span className={styles.choiceTitle}>{method.title}</span>
            <span className={styles.choiceText}>{method.description}</span>
            <span className={styles.choiceText}>{limitsText(method[kind], currency, language, i18n)}</span>
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId} className="pl-field__error">
          {error}
        </p>
      )}
    </fieldset>
  );
}

/**
 * Why a typed amount cannot be sent, as text, or null when it can: a positive number with at most
 * the currency's decimals, within the method's limits and, for a withdrawal, what the account holds.
 */
export function amountProblem(
  input: string,
  currency: CurrencyCode,
  limits: PaymentMethod['deposit'],
  available: string | null,
  language: string,
  i18n: Translator,
): string | null {
  const { t } = i18n;
  if (input.trim() === '') return t('office_amount_required');
  const parsed = parseAmount(typedAmount(input), currency);
  if (!parsed.ok) {
    switch (parsed.problem) {
      case 'too_many_decimals':
        return t('office_amount_too_many_decimals', { count: currencyOf(currency).exponent });
      case 'negative':
      case 'zero':
        return t('office_amount_positive');
      case 'too_large':
        return t('office_amount_too_large');
      default:
        return t('office_amount_not_a_number');
    }
  }
  const amount = parsed.money;
  if (limits && compareMoney(amount, moneyFromDecimal(limits.min, currency)) < 0)
    return t('office_amount_below_min', { min: formatAmount(limits.min, currency, language) });
  if (limits && compareMoney(amount, moneyFromDecimal(limits.max, currency)) > 0)
    return t('office_amount_above_max', { max: formatAmount(limits.max, currency, language) });
  if (available !== null && compareMoney(amount, moneyFromDecimal(available, currency)) > 0)
    return t('office_amount_above_balance', { balance: formatAmount(available, currency, language) });
  return null;
}
