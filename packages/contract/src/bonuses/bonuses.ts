import { z } from 'zod';
import { currencyCodeSchema } from '../site-config/site-config.ts';
import { accountIdSchema, moneyTextSchema } from '../wallet/wallet.ts';

// Bonuses the player holds on bonus accounts (seed 001 §3 account type 4, "Account store"
// `bonuses`): the first-deposit bonus of the registration choice (0 none, 1 sport, 2 casino), with
// its wagering requirement — what must be staked from the bonus account before it converts.

export const bonusKinds = ['sport', 'casino'] as const;
export const bonusKindSchema = z.enum(bonusKinds);
export type BonusKind = z.infer<typeof bonusKindSchema>;

/** `active` while wagering; `completed` once wagered (converted); `expired` when time ran out. */
export const bonusGrantStatuses = ['active', 'completed', 'expired'] as const;

export const bonusGrantSchema = z.object({
  /** The bonus's id (the balance answer's `bonuses[].idBonus`, the bonus account's bonus). */
  idBonus: z.int().positive(),
  /** The bonus account (type 4) it was credited to. */
  accountId: accountIdSchema,
  kind: bonusKindSchema,
  currency: currencyCodeSchema,
  /** What was credited. */
  amount: moneyTextSchema,
  /** How much must be staked from the bonus account in all. */
  wageringRequired: moneyTextSchema,
  /** Staked so far. */
  wagered: moneyTextSchema,
  /** Left to stake (never below zero). */
  wageringRemaining: moneyTextSchema,
  status: z.enum(bonusGrantStatuses),
  /** ISO 8601 instants. */
  createdAt: z.iso.datetime({ offset: true }),
  expiresAt: z.iso.datetime({ offset: true }),
});
export type BonusGrant = z.infer<typeof bonusGrantSchema>;

/** `GET /web-api/user/bonuses`: the player's bonuses, newest first. */
export const bonusGrantsResponseSchema = z.object({ bonuses: z.array(bonusGrantSchema) });
export type BonusGrantsResponse = z.infer<typeof bonusGrantsResponseSchema>;
