import { z } from 'zod';
import { currencyCodeSchema } from '../site-config/site-config.ts';

// Wallet: the player's accounts and balances (seed 001 §3 "Account", "Account store", §7 "Account
// and office"). Amounts travel as decimal strings in major units with exactly the currency's
// decimals ("12.50", "1000" JPY): what packages/domain `formatMoney` writes. Never a float.

/** An amount as the server writes it: decimal digits in major units, the currency's decimals. */
export const moneyTextSchema = z.string().regex(/^-?\d+(\.\d+)?$/, 'a decimal amount');
export type MoneyText = z.infer<typeof moneyTextSchema>;

/**
 * An amount as a player types it, in major units: a decimal string ("12.50") or a JSON number.
 * Its decimals and size depend on the account's currency, so the server checks the rest
 * (packages/domain `parseAmount`) and answers 400 naming the field.
 */
export const amountInputSchema = z.union([z.string().max(40), z.number()]);

/** Account types (seed 001 §3): the main account, a bonus account, an extra currency account. */
export const accountTypes = { main: 0, bonus: 4, currency: 9 } as const;
export const accountTypeSchema = z.union([
  z.literal(accountTypes.main),
  z.literal(accountTypes.bonus),
  z.literal(accountTypes.currency),
]);
export type AccountType = z.infer<typeof accountTypeSchema>;

export const accountIdSchema = z.int().positive().max(Number.MAX_SAFE_INTEGER);

/** One account of the player (seed 001 §3 "Account"). */
export const accountSchema = z.object({
  id: accountIdSchema,
  /** The currency's code ("RUB", "USDT"). */
  iso: currencyCodeSchema,
  symbol: z.string(),
  /** The currency's number (ISO 4217 numeric; USDT 1001). */
  currencyId: z.int().positive(),
  /** What the player may spend: the posted balance less what pending withdrawals and stakes hold. */
  money: moneyTextSchema,
  /** Held by pending transfers (a requested withdrawal): part of the balance, not spendable. */
  held: moneyTextSchema,
  type: accountTypeSchema,
  /** The account the header shows and bets are placed from; exactly one per player. */
  isActive: z.boolean(),
  label: z.string(),
  labelWithSymbol: z.string(),
  /** Loyalty points kept on the account; always 0 until a points programme exists. */
  points: z.int().nonnegative(),
  isPointsTypeBalance: z.boolean(),
});
export type Account = z.infer<typeof accountSchema>;

/** A bonus the player holds (seed 001 §3 "Account store" `bonuses`). */
export const bonusBalanceSchema = z.object({
  idBonus: z.int().positive(),
  money: moneyTextSchema,
});
export type BonusBalance = z.infer<typeof bonusBalanceSchema>;

/**
 * `GET /web-api/user/balance` (seed 001 §7 "Balance fetch"): `balance` lists the money accounts
 * (main and currency accounts), `bonus` the bonus balances, `all_accounts` every account, bonus
 * accounts included; `is_available_first_deposit_bonus` says whether a first deposit would still
 * earn the first-deposit bonus.
 */
export const balanceResponseSchema = z.object({
  balance: z.array(accountSchema),
  bonus: z.array(bonusBalanceSchema),
  all_accounts: z.array(accountSchema),
  is_available_first_deposit_bonus: z.boolean(),
});
export type BalanceResponse = z.infer<typeof balanceResponseSchema>;

/** `{message}`: a key of the shell's `main` dictionary saying what was done ("wallet_currency_added"). */
export const walletMessageResponseSchema = z.object({ message: z.string().min(1) });
export type WalletMessageResponse = z.infer<typeof walletMessageResponseSchema>;

export const addCurrencyBodySchema = z.strictObject({ currency: currencyCodeSchema });
export type AddCurrencyBody = z.infer<typeof addCurrencyBodySchema>;

export const accountIdBodySchema = z.strictObject({ id: accountIdSchema });
export type AccountIdBody = z.infer<typeof accountIdBodySchema>;
