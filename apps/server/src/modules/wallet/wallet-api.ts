import type { AccountType } from '@parlay/contract';
import type { AccountId, CurrencyCode, LimitUsage, Money, UserId } from '@parlay/domain';
import type { Executor, Transaction } from '../../db/database.ts';
import type { Emit } from '../../events/event-bus.ts';

/**
 * The wallet as every other module sees it (`app.wallet`): the only way money moves. Each movement
 * is one transfer between two accounts of one currency, recorded with its two entries, its hash
 * and its idempotency key in one transaction. README.md has the model.
 */

/** A transfer's id (the `wallet_transfers` identity column). */
export type TransferId = string & { readonly _brand: 'TransferId' };

/**
 * The site's own accounts, one of each per currency (and per provider for `provider`):
 * `house` is the operator's money (stakes in, wins and bonuses out), `provider` a payment
 * provider's clearing account (deposits in, withdrawals out), `suspense` money whose destination
 * is not yet known (a payment that cannot be matched). They may go below zero; players' may not.
 */
export type SystemAccountRole = 'house' | 'provider' | 'suspense';

/** Either side of a transfer: a player's account by id, or a system account by role and currency. */
export type AccountRef =
  | {
      readonly accountId: AccountId;
      /** The player acting: an account of anyone else is refused as unknown. */
      readonly ownerId?: UserId;
    }
  | {
      readonly system: SystemAccountRole;
      readonly currency: CurrencyCode;
      /** Which one of the role, e.g. the payment provider's name; `default` when omitted. */
      readonly name?: string;
    };

/** Why money moved: stored on the transfer, shown in histories, checked by reports. */
export const transferReasons = [
  'deposit',
  'withdrawal',
  'stake',
  'win',
  'refund',
  'bonus_credit',
  'bonus_conversion',
  'bonus_forfeit',
  'casino_bet',
  'casino_win',
  'casino_rollback',
  'correction',
] as const;
export type TransferReason = (typeof transferReasons)[number];

/**
 * The caller's idempotency key (one rule for every money-moving call): `scope` names the caller
 * and whose key it is (`payments.deposit:user:42`), `key` is the caller's (the `Idempotency-Key`
 * header, ≤ 255 characters). The same key with the same request answers the first answer again, a
 * refusal included; with another request it is refused with 409 IDEMPOTENCY_KEY_REUSED. Kept ≥ 24 h.
 */
export interface IdempotencyKey {
  readonly scope: string;
  readonly key: string;
}

interface MovementCommon {
  readonly idempotency: IdempotencyKey;
  /** The caller's record the movement belongs to (`payment:81`, `bet:9`), for audits and histories. */
  readonly reference?: string;
}

/** Moves `amount` from `from` to `to` at once. */
export interface TransferCommand extends MovementCommon {
  readonly from: AccountRef;
  readonly to: AccountRef;
  readonly amount: Money;
  readonly reason: TransferReason;
}

/** Holds `amount` on `from` for `to` until posted, voided, or `timeoutMs` passes (then voided). */
export interface ReserveCommand extends TransferCommand {
  readonly timeoutMs: number;
}

/** Posts a pending transfer: all of it, or `amount` of it (the rest goes back). At most once. */
export interface PostCommand extends MovementCommon {
  readonly pendingId: TransferId;
  readonly amount?: Money;
}

/** Voids a pending transfer: the hold goes back. At most once (post, void or expiry). */
export interface VoidCommand extends MovementCommon {
  readonly pendingId: TransferId;
}

/** A correcting transfer: the same amount back the other way, under `reason`. At most once per transfer. */
export interface ReverseCommand extends MovementCommon {
  readonly transferId: TransferId;
  readonly reason: Extract<TransferReason, 'refund' | 'casino_rollback' | 'correction'>;
}

export type TransferKind = 'posted' | 'pending' | 'post' | 'void';

/** An account's balances after a movement, in minor units. */
export interface AccountState {
  readonly accountId: AccountId;
  /** The player whose account it is; undefined for a system account. */
  readonly userId: UserId | undefined;
  readonly currency: CurrencyCode;
  readonly balance: Money;
  readonly available: Money;
  /** Counts the account's entries: a newer state has a higher version. */
  readonly version: number;
}

/** What a movement did (and, for a repeated idempotency key, what it did the first time). */
export interface TransferReceipt {
  readonly transferId: TransferId;
  readonly kind: TransferKind;
  readonly reason: TransferReason;
  /** For `post` and `void`: the pending transfer resolved. */
  readonly pendingId: TransferId | undefined;
  readonly amount: Money;
  readonly debitAccountId: AccountId;
  readonly creditAccountId: AccountId;
  readonly createdAt: Date;
  /** For `pending`: when the hold is voided unless resolved before. */
  readonly expiresAt: Date | undefined;
  readonly debit: AccountState;
  readonly credit: AccountState;
}

/** Why the wallet refused a movement (its HTTP answer: `WalletRefusal` in wallet-errors.ts). */
export type WalletRefusalReason =
  | 'insufficient_funds'
  | 'account_unknown'
  | 'account_closed'
  | 'currency_mismatch'
  | 'same_account'
  | 'amount_invalid'
  | 'pending_unknown'
  | 'pending_resolved'
  | 'pending_expired'
  | 'amount_exceeds_pending'
  | 'transfer_unknown'
  | 'transfer_reversed'
  | 'idempotency_key_reused';

/** A player's account as the wallet keeps it. */
export interface PlayerAccount {
  readonly id: AccountId;
  readonly userId: UserId;
  readonly currency: CurrencyCode;
  readonly type: AccountType;
  /** The bonus a bonus account (type 4) holds; undefined for money accounts. */
  readonly bonusId: number | undefined;
  readonly isActive: boolean;
  readonly balance: Money;
  readonly held: Money;
  readonly available: Money;
  readonly version: number;
}

/** Runs a movement inside the caller's transaction (its own writes and events commit with it). */
export interface Within {
  readonly transaction: Transaction;
  readonly emit: Emit;
}

/** What `verify` found: nothing when the ledger is whole. */
export interface VerifyReport {
  readonly ok: boolean;
  readonly accountsChecked: number;
  readonly transfersChecked: number;
  readonly problems: readonly string[];
}

/** The generic movements: every named operation is one of these. */
export interface LedgerOperations {
  transfer(command: TransferCommand, within?: Within): Promise<TransferReceipt>;
  reserve(command: ReserveCommand, within?: Within): Promise<TransferReceipt>;
  post(command: PostCommand, within?: Within): Promise<TransferReceipt>;
  void(command: VoidCommand, within?: Within): Promise<TransferReceipt>;
  reverse(command: ReverseCommand, within?: Within): Promise<TransferReceipt>;
}

/** Player accounts: opening, listing, choosing. */
export interface AccountOperations {
  /** Opens the player's main account in `currency`; answers the existing one when already open. */
  openMainAccount(userId: UserId, currency: CurrencyCode): Promise<PlayerAccount>;
  /** Opens (or reopens) a currency account (type 9); 400 naming `currency` when one exists. */
  addCurrencyAccount(userId: UserId, currency: CurrencyCode): Promise<PlayerAccount>;
  /** Closes an empty currency account; 400 naming `id` for the main one, one with money, or another's. */
  removeCurrencyAccount(userId: UserId, accountId: AccountId): Promise<void>;
  /** Makes a money account the active one; 400 naming `id` for an unknown or another player's account. */
  setActiveAccount(userId: UserId, accountId: AccountId): Promise<void>;
  /** Opens the bonus account (type 4) of one bonus; answers the existing one when already open. */
  openBonusAccount(userId: UserId, currency: CurrencyCode, bonusId: number): Promise<PlayerAccount>;
  listAccounts(userId: UserId): Promise<PlayerAccount[]>;
  /** The player's own open account, or undefined: another player's id is answered as unknown. */
  findAccount(userId: UserId, accountId: AccountId): Promise<PlayerAccount | undefined>;
  /** Whether a deposit was ever posted to one of the player's accounts. */
  hasDeposited(userId: UserId): Promise<boolean>;
}

/** The named movements other modules call: each is one generic operation with its reason. */
export interface NamedOperations {
  /** A confirmed deposit: the provider's account pays the player's. */
  deposit(
    input: MovementCommon & { accountId: AccountId; amount: Money; provider: string },
    within?: Within,
  ): Promise<TransferReceipt>;
  /** A requested withdrawal: held at once, posted on approval (`post`), returned on rejection (`void`). */
  holdWithdrawal(
    input: MovementCommon & { accountId: AccountId; amount: Money; provider: string; timeoutMs: number },
    within?: Within,
  ): Promise<TransferReceipt>;
  /** A bet's stake held until the bet is settled (`post`) or cancelled (`void`). */
  holdStake(
    input: MovementCommon & { accountId: AccountId; amount: Money; timeoutMs: number },
    within?: Within,
  ): Promise<TransferReceipt>;
  /** A winning: the house pays the player. */
  payWin(
    input: MovementCommon & { accountId: AccountId; amount: Money },
    within?: Within,
  ): Promise<TransferReceipt>;
  /** A bonus credited to a bonus account. */
  creditBonus(
    input: MovementCommon & { accountId: AccountId; amount: Money },
    within?: Within,
  ): Promise<TransferReceipt>;
  /** A wagered bonus moved to a money account of the same currency. */
  convertBonus(
    input: MovementCommon & { bonusAccountId: AccountId; toAccountId: AccountId; amount: Money },
    within?: Within,
  ): Promise<TransferReceipt>;
  /** A casino round's bet, taken at once (seamless-wallet `bet`). */
  casinoBet(
    input: MovementCommon & { accountId: AccountId; amount: Money },
    within?: Within,
  ): Promise<TransferReceipt>;
  /** A casino round's win (seamless-wallet `win`). */
  casinoWin(
    input: MovementCommon & { accountId: AccountId; amount: Money },
    within?: Within,
  ): Promise<TransferReceipt>;
  /** Undoes a casino bet or win by a correcting transfer (seamless-wallet `rollback`). */
  casinoRollback(
    input: MovementCommon & { transferId: TransferId },
    within?: Within,
  ): Promise<TransferReceipt>;
}

export interface WalletService extends LedgerOperations, AccountOperations, NamedOperations {
  /** A player account's balances now. */
  accountState(accountId: AccountId): Promise<AccountState | undefined>;
  /**
   * What the player moved in `currency` after `since`, in minor units, summed from the ledger's
   * entries over all their accounts in that currency (never from counters): deposits credited,
   * stakes taken (sports `stake`, casino `casino_bet`; holds while held) and what came back (`win`,
   * `casino_win`), each net of the corrections that undo them. Read in `executor` (the caller's
   * transaction, to see what it holds locked) — the responsible-gaming limits' usage.
   */
  usageSince(userId: UserId, currency: CurrencyCode, since: Date, executor?: Executor): Promise<LimitUsage>;
  /** Voids pending transfers whose timeout passed; answers how many. */
  expirePending(now: Date): Promise<number>;
  /** Recomputes every balance from the entries, Σ debits = Σ credits and the hash chains. */
  verify(): Promise<VerifyReport>;
  /**
   * Whether a first deposit would still earn the player the first-deposit bonus (the balance
   * answer's `is_available_first_deposit_bonus`): the bonuses module's rule once it has set one
   * (`setFirstDepositBonusRule`), until then whether the player has never deposited.
   */
  offersFirstDepositBonus(userId: UserId): Promise<boolean>;
  setFirstDepositBonusRule(rule: (userId: UserId) => Promise<boolean>): void;
}
