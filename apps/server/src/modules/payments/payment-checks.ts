import { accountTypes, type PaymentKind } from '@parlay/contract';
import {
  type AmountProblem,
  type CurrencyCode,
  cardNumberDigits,
  compareMoney,
  defaultPaymentLimits,
  isCardNumber,
  type Money,
  parseAmount,
} from '@parlay/domain';
import { validationError } from '../../http/http-error.ts';
import type { PlayerAccount } from '../wallet/index.ts';
import type { WithdrawalFieldDefinition } from './payment-provider.ts';
import type { ProviderRegistry, RegisteredMethod } from './provider-registry.ts';

/**
 * The checks of a deposit or withdrawal request that a schema cannot express: whose account, which
 * method, how much in the account's currency, which payout details. Each failure is a 400 naming
 * the field with a key of the shell's `main` dictionary; nothing has been written yet.
 */

/** The player's own open money account: another's or a bonus account is refused alike. */
export function checkedAccount(account: PlayerAccount | undefined): PlayerAccount {
  if (account === undefined) throw validationError({ accountId: 'main_payment_error_account_unknown' });
  if (account.type === accountTypes.bonus)
    throw validationError({ accountId: 'main_payment_error_account_not_money' });
  return account;
}

/** A method that does `kind` and takes the account's currency. */
export function checkedMethod(
  providers: ProviderRegistry,
  methodId: string,
  kind: PaymentKind,
  currency: CurrencyCode,
): RegisteredMethod {
  const registered = providers.method(methodId);
  if (registered === undefined || !registered.method[kind])
    throw validationError({ method: 'main_payment_error_method_unknown' });
  if (!registered.method.currencies.includes(currency))
    throw validationError({ method: 'main_payment_error_method_currency' });
  return registered;
}

const amountProblemKeys: Record<AmountProblem, string> = {
  not_a_number: 'main_payment_error_amount_not_a_number',
  negative: 'main_payment_error_amount_negative',
  zero: 'main_payment_error_amount_zero',
  too_many_decimals: 'main_payment_error_amount_too_many_decimals',
  too_large: 'main_payment_error_amount_too_large',
};

/** The amount read exactly in the account's currency, within the payment limits. */
export function checkedAmount<C extends CurrencyCode>(text: string, currency: C): Money<C> {
  const parsed = parseAmount(text, currency);
  if (!parsed.ok) throw validationError({ amount: amountProblemKeys[parsed.problem] });
  const limits = defaultPaymentLimits(currency);
  if (compareMoney(parsed.money, limits.min) < 0)
    throw validationError({ amount: 'main_payment_error_amount_below_minimum' });
  if (compareMoney(parsed.money, limits.max) > 0)
    throw validationError({ amount: 'main_payment_error_amount_above_maximum' });
  return parsed.money;
}

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * The payout details: exactly the method's fields, each checked by its type (a card number by
 * Luhn, kept as digits). Problems of every field are answered together.
 */
export function checkedDetails(
  details: Readonly<Record<string, string>>,
  fields: readonly WithdrawalFieldDefinition[],
): Record<string, string> {
  const problems: Record<string, string> = {};
  const checked: Record<string, string> = {};
  for (const name of Object.keys(details))
    if (!fields.some((field) => field.name === name))
      problems[`details.${name}`] = 'main_payment_error_details_unknown';
  for (const field of fields) {
    const value = details[field.name]?.trim() ?? '';
    const path = `details.${field.name}`;
    if (value === '') problems[path] = 'main_payment_error_details_required';
    else if (value.length > field.maxLength) problems[path] = 'main_payment_error_details_too_long';
    else if (field.type === 'card_number' && !isCardNumber(cardNumberDigits(value)))
      problems[path] = 'main_payment_error_details_card_number';
    else if (field.type === 'email' && !emailPattern.test(value))
      problems[path] = 'main_payment_error_details_email';
    else checked[field.name] = field.type === 'card_number' ? cardNumberDigits(value) : value;
  }
  if (Object.keys(problems).length > 0) throw validationError(problems);
  return checked;
}
