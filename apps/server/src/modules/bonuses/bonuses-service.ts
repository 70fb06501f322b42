import { accountTypes, type BonusGrant, type BonusKind } from '@parlay/contract';
import {
  type AccountId,
  accountIdFrom,
  type CurrencyCode,
  firstDepositBonus,
  formatMoney,
  type Money,
  moneyFromMinor,
  type UserId,
  userIdFrom,
  wageringRemainingMinor,
  wageringRequirement,
} from '@parlay/domain';
import type { Database } from '../../db/database.ts';
import type { UsersPort } from '../identity/index.ts';
import type { TransferId, WalletService } from '../wallet/index.ts';
import type { BonusesRepository, BonusGrantRow } from './bonuses-repository.ts';

export interface BonusesServiceDeps {
  db: Database;
  repository: BonusesRepository;
  wallet: Pick<
    WalletService,
    | 'openBonusAccount'
    | 'creditBonus'
    | 'convertBonus'
    | 'transfer'
    | 'hasDeposited'
    | 'listAccounts'
    | 'accountState'
  >;
  users: Pick<UsersPort, 'findById'>;
  log: { warn(details: object, message: string): void };
  now?: () => number;
}

/** The registration's bonus choice (seed 001 §7: 0 none, 1 sport, 2 casino) as a rule's kind. */
const kindOfChoice: Record<number, BonusKind | undefined> = { 1: 'sport', 2: 'casino' };

const dayMs = 24 * 60 * 60_000;

/** A deposit the payments module credited (`payment.deposit_credited`). */
export interface CreditedDeposit {
  userId: number;
  paymentId: number;
  currency: string;
  /** Minor units, as digits. */
  amount: string;
  firstDeposit: boolean;
}

/**
 * Bonuses: the first-deposit bonus of the registration choice, credited to a bonus account (type
 * 4) by the rule stored for its kind and currency, and its wagering — what was staked from the
 * bonus account and what remains; once wagered it converts to money, once expired it is forfeit.
 * Every movement is the wallet's, each under an idempotency key of the grant, so a repeat of any
 * step (an event delivered twice, a restart half-way) moves nothing twice.
 */
export function createBonusesService(deps: BonusesServiceDeps) {
  const { repository, wallet, users, log, now = Date.now } = deps;

  const money = (minor: bigint, currency: string): Money => moneyFromMinor(minor, currency as CurrencyCode);

  async function chosenKind(userId: number): Promise<BonusKind | undefined> {
    const user = await users.findById(userId);
    return user === undefined ? undefined : kindOfChoice[user.bonusChoice];
  }

  /** Opens the grant's bonus account and credits it, once (by the grant's key). */
  async function credit(grant: BonusGrantRow): Promise<void> {
    if (grant.creditTransferId !== null) return;
    const account = await wallet.openBonusAccount(
      userIdFrom(grant.userId),
      grant.currency as CurrencyCode,
      grant.id,
    );
    const receipt = await wallet.creditBonus({
      accountId: account.id,
      amount: money(grant.amount, grant.currency),
      idempotency: { scope: 'bonuses.credit', key: String(grant.id) },
      reference: `bonus:${grant.id}`,
    });
    await repository.setCredited(grant.id, account.id, Number(receipt.transferId));
  }

  /** Moves what is left on a wagered bonus's account to the player's money account of its currency. */
  async function convert(grant: BonusGrantRow): Promise<void> {
    if (grant.accountId === null) return;
    const [accounts, bonusState] = await Promise.all([
      wallet.listAccounts(userIdFrom(grant.userId)),
      wallet.accountState(accountIdFrom(grant.accountId)),
    ]);
    const target = accounts.find(
      (account) => account.currency === grant.currency && account.type !== accountTypes.bonus,
    );
    if (target === undefined || bonusState === undefined || bonusState.available.minor === 0n) {
      if (target === undefined)
        log.warn({ grant: grant.id }, 'a wagered bonus has no money account of its currency');
      return;
    }
    await wallet.convertBonus({
      bonusAccountId: accountIdFrom(grant.accountId),
      toAccountId: target.id,
      amount: bonusState.available,
      idempotency: { scope: 'bonuses.convert', key: String(grant.id) },
      reference: `bonus:${grant.id}`,
    });
  }

  function view(grant: BonusGrantRow): BonusGrant | undefined {
    if (grant.accountId === null) return undefined;
    const currency = grant.currency as CurrencyCode;
    return {
      idBonus: grant.id,
      accountId: grant.accountId,
      kind: grant.kind as BonusKind,
      currency,
      amount: formatMoney(money(grant.amount, currency)),
      wageringRequired: formatMoney(money(grant.wageringRequired, currency)),
      wagered: formatMoney(money(grant.wagered, currency)),
      wageringRemaining: formatMoney(
        money(wageringRemainingMinor(grant.wageringRequired, grant.wagered), currency),
      ),
      status: grant.status as BonusGrant['status'],
      createdAt: grant.createdAt.toISOString(),
      expiresAt: grant.expiresAt.toISOString(),
    };
  }

  const service = {
    /** Grants and credits the first-deposit bonus a credited deposit earns, if any. */
    async onDepositCredited(deposit: CreditedDeposit): Promise<void> {
      if (!deposit.firstDeposit) return;
      const kind = await chosenKind(deposit.userId);
      if (kind === undefined) return;
      const found = await repository.findRule('first_deposit', kind, deposit.currency);
      if (found?.limits === undefined) return;
      const { rule, limits } = found;
      const bonus = firstDepositBonus(money(BigInt(deposit.amount), deposit.currency), {
        percent: rule.percent,
        maxBonus: money(limits.maxBonus, deposit.currency),
        minDeposit: money(limits.minDeposit, deposit.currency),
        wageringMultiplier: rule.wageringMultiplier,
      });
      if (bonus === undefined) return;
      const at = now();
      const grant = await repository.insertGrantOnce({
        userId: deposit.userId,
        ruleId: rule.id,
        trigger: rule.trigger,
        kind,
        currency: deposit.currency,
        amount: bonus.minor,
        wageringRequired: wageringRequirement(bonus, rule.wageringMultiplier).minor,
        status: 'active',
        sourcePaymentId: deposit.paymentId,
        createdAt: new Date(at),
        expiresAt: new Date(at + rule.validityDays * dayMs),
      });
      await credit(grant);
    },

    /** Credits grants a stop left uncredited (at start); answers how many. */
    async creditUncredited(): Promise<number> {
      const grants = await repository.listUncredited(100);
      for (const grant of grants) await credit(grant);
      return grants.length;
    },

    /**
     * Whether a first deposit would still earn a bonus: the player chose one at registration, its
     * rule is on, and they have neither deposited nor been granted it.
     */
    async offersFirstDepositBonus(userId: UserId): Promise<boolean> {
      const kind = await chosenKind(userId);
      if (kind === undefined || (await repository.findRule('first_deposit', kind)) === undefined)
        return false;
      const [granted, deposited] = await Promise.all([
        repository.hasGrant(userId, 'first_deposit'),
        wallet.hasDeposited(userId),
      ]);
      return !granted && !deposited;
    },

    /** The player's credited bonuses, newest first. */
    async listGrants(userId: number): Promise<BonusGrant[]> {
      return (await repository.listUserGrants(userId)).flatMap((grant) => view(grant) ?? []);
    },

    /**
     * Counts a stake made from a bonus account towards its wagering, once per ledger transfer (the
     * stake modules call it when a stake is settled). A grant that reaches its requirement is
     * completed and its bonus converts to money.
     */
    async recordWager(input: {
      accountId: AccountId;
      transferId: TransferId;
      amount: Money;
    }): Promise<BonusGrant | undefined> {
      const grant = await deps.db.transaction(async (transaction) => {
        const active = await repository.lockActiveGrantOfAccount(input.accountId, transaction);
        if (active === undefined || input.amount.currency !== active.currency) return undefined;
        const counted = await repository.insertWager(
          {
            grantId: active.id,
            transferId: Number(input.transferId),
            amount: input.amount.minor,
            createdAt: new Date(now()),
          },
          transaction,
        );
        if (!counted) return active;
        const wagered = active.wagered + input.amount.minor;
        return repository.addWagered(
          active.id,
          input.amount.minor,
          wagered >= active.wageringRequired ? 'completed' : 'active',
          transaction,
        );
      });
      if (grant?.status === 'completed') await convert(grant);
      return grant === undefined ? undefined : view(grant);
    },

    /**
     * Whether bets may be staked from the bonus account: it holds an active sport bonus. A casino
     * bonus is wagered in the casino, and a bonus converted, forfeit or expired holds nothing.
     */
    async acceptsSportStakes(accountId: number): Promise<boolean> {
      return (await repository.activeKindOfAccount(accountId)) === 'sport';
    },

    /** A settled bet of the coupon's from a bonus account: its stake counts towards the wagering. */
    async onBonusStakeSettled(stake: {
      accountId: number;
      stakeTransferId: number;
      currency: string;
      amount: string;
    }): Promise<void> {
      await service.recordWager({
        accountId: accountIdFrom(stake.accountId),
        transferId: String(stake.stakeTransferId) as TransferId,
        amount: money(BigInt(stake.amount), stake.currency),
      });
    },

    /**
     * Expires bonuses whose time ran out before they were wagered: what is left on their account
     * goes to the house (once, by the grant's key; first, so a stop in between repeats it, never
     * skips it), then the grant is marked expired. Answers how many.
     */
    async expireDue(): Promise<number> {
      const due = await repository.listExpiring(new Date(now()), 100);
      let expired = 0;
      for (const grant of due) {
        const state =
          grant.accountId === null ? undefined : await wallet.accountState(accountIdFrom(grant.accountId));
        if (state !== undefined && state.available.minor > 0n)
          await wallet.transfer({
            from: { accountId: state.accountId },
            to: { system: 'house', currency: state.currency },
            amount: state.available,
            reason: 'bonus_forfeit',
            idempotency: { scope: 'bonuses.forfeit', key: String(grant.id) },
            reference: `bonus:${grant.id}`,
          });
        if (await repository.expire(grant.id)) expired += 1;
      }
      return expired;
    },
  };
  return service;
}

export type BonusesService = ReturnType<typeof createBonusesService>;
