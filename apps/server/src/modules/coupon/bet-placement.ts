import { accountTypes, type PlaceCouponBody } from '@parlay/contract';
import {
  type AmountRules,
  accountIdFrom,
  amountLimitProblem,
  bonusCoefficient,
  type ChangeCoefActionId,
  type CouponCalculation,
  CouponRuleError,
  type CouponTypeId,
  type CurrencyCode,
  defaultStakeLimits,
  hasMaximumAmount,
  isBonusEligible,
  isCoefChangeAcceptable,
  isLiveBet,
  isVipBetAvailable,
  moneyFromMinor,
  type Odds,
  oddsFrom,
  parseAmount,
  placementProblems,
} from '@parlay/domain';
import type { Transaction } from '../../db/database.ts';
import type { Emit } from '../../events/event-bus.ts';
import type { LimitPolicy } from '../limits/index.ts';
import type { SelectionState, Sportsbook } from '../sportsbook/index.ts';
import type { PlayerAccount, WalletService } from '../wallet/index.ts';
import {
  accountUnknownError,
  amountError,
  bonusAccountNotForBetsError,
  coefChangedError,
  coefInvalidError,
  placementError,
  ruleError,
  scoreChangedError,
  selectionUnavailableError,
  selectionUnknownError,
  vipUnavailableError,
} from './bet-errors.ts';
import { type CouponTerms, calculationOf, decimalText, minorOfDecimal } from './coupon-arithmetic.ts';
import type { CouponDrafts } from './coupon-drafts.ts';
import type { CouponRepository } from './coupon-repository.ts';
import type { CouponOnce, CouponRequestContext } from './coupon-request-keys.ts';

/** The placement's settings (operator configuration; README.md). */
export interface PlacementSettings {
  /** How long a live coupon waits before it is accepted (a bet stop meanwhile refuses it). */
  readonly betDelayMs: number;
  readonly maxBets: number;
  /** How long a trader has to take a vip bet (never past the start of its first game). */
  readonly vipApprovalMs: number;
}

/** What the site's configuration of a language says of coupons (seed 001 §5 "Coupon"). */
export interface SiteCouponTerms {
  /** Which types have a minimum and a maximum amount (`couponTypesWithMinAmount`, `…MaxAmount`). */
  readonly amountRules: AmountRules;
  /** Whether an express may be a bonus bet (`isAvailableCouponBonusBet`). */
  readonly bonusAllowed: boolean;
  /** Whether a coupon above its maximum may be left to a trader as a vip bet (`showVipBet`). */
  readonly vipAllowed: boolean;
}

export interface BetPlacementDeps {
  repository: CouponRepository;
  once: CouponOnce;
  /** The player's coupon draft, which the placed selections leave. */
  drafts: Pick<CouponDrafts, 'removePlaced'>;
  sportsbook: Pick<Sportsbook, 'findSelections'>;
  wallet: Pick<WalletService, 'findAccount' | 'transfer' | 'reserve'>;
  /** The responsible-gaming limits: the coupon's stakes are checked against them in its transaction. */
  limits: Pick<LimitPolicy, 'assertAllowed'>;
  /** Whether a bonus account may stake bets: it holds an active sport bonus (modules/bonuses). */
  bonusAccountTakesBets: (accountId: number) => Promise<boolean>;
  /** When the player's session began (a session limit counts from it); null when it has ended. */
  sessionStartedAt: (sessionId: string) => Promise<number | null>;
  /** The site configuration's coupon terms in this language. */
  siteTerms: (language: string) => Promise<SiteCouponTerms>;
  settings: PlacementSettings;
  now: () => number;
  sleep: (ms: number) => Promise<void>;
}

/**
 * Who places, with which key, from which session (a session limit counts from its start), on the
 * site of which language (whose configuration says whether an express earns a bonus).
 */
export type PlacementContext = CouponRequestContext & {
  readonly sessionId: string;
  readonly language: string;
};

const manySinglesTypeId = 9;
const singleTypeId = 0;

/** One coupon to store: its terms, its bets at the prices taken, and what the arithmetic made of them. */
interface PreparedBet {
  selection: SelectionState;
  coef: Odds;
  banker: boolean;
  blockId: number | null;
}

interface PreparedCoupon {
  terms: CouponTerms;
  calculation: CouponCalculation;
  bets: PreparedBet[];
  bonusCoef: Odds | null;
  /** The calculation's, a bonus express's bonus included. */
  potentialWin: CouponCalculation['potentialWin'];
  /** A vip bet above its maximum: its stake is held until a trader takes it or it is rejected. */
  needsApproval: boolean;
}

interface CheckedPlacement {
  account: PlayerAccount;
  sessionStartedAt: number | null;
  siteTerms: SiteCouponTerms;
  /** The prices the player saw. */
  seen: Odds[];
  isLive: boolean;
}

/**
 * Placing a coupon (seed 001 §3 "Coupon to submit"; README.md): reads and checks everything first,
 * waits the bet delay for a live coupon, then in one transaction takes each coupon's stake through
 * the wallet and stores the coupon with its legs. Many singles (type 9) become one single per bet.
 */
export function createBetPlacement(deps: BetPlacementDeps) {
  const { repository, once, sportsbook, wallet, limits, settings, now } = deps;

  function parsedAmount(text: string, currency: CurrencyCode, field: string): bigint {
    const parsed = parseAmount(text, currency);
    if (!parsed.ok) throw amountError(field, parsed.problem);
    return parsed.money.minor;
  }

  function seenCoefs(body: PlaceCouponBody): Odds[] {
    return body.bets.map((bet, index) => {
      try {
        return oddsFrom(bet.coef);
      } catch {
        throw coefInvalidError(`bets.${index}.coef`);
      }
    });
  }

  /** The selections, each known, open and priced, at a price the coupon's changeCoefAction takes. */
  async function currentSelections(
    body: PlaceCouponBody,
    seen: readonly Odds[],
    within?: Transaction,
  ): Promise<SelectionState[]> {
    const found = await sportsbook.findSelections(
      body.bets.map((bet) => bet.id),
      within,
    );
    const unknown = body.bets.flatMap((bet, index) => (found.has(bet.id) ? [] : [`bets.${index}.id`]));
    if (unknown.length > 0) throw selectionUnknownError(unknown);
    const selections = body.bets.map((bet) => found.get(bet.id) as SelectionState);
    const unavailable = selections.flatMap((selection, index) =>
      selection.bettable && selection.coef !== null ? [] : [`bets.${index}.id`],
    );
    if (unavailable.length > 0) throw selectionUnavailableError(unavailable);
    const action = body.changeCoefAction as ChangeCoefActionId;
    const changed = selections.flatMap((selection, index) => {
      const coef = selection.coef as Odds;
      const seenCoef = seen[index] as Odds;
      return isCoefChangeAcceptable(action, seenCoef, coef)
        ? []
        : [{ index, id: selection.id, coef: coef / 1000, bettable: selection.bettable }];
    });
    if (changed.length > 0) throw coefChangedError(changed);
    return selections;
  }

  /** Reads the amounts and runs the arithmetic: a coupon the rules refuse is a 400 naming the field. */
  function calculated(
    terms: CouponTerms,
    bets: readonly PreparedBet[],
    amounts?: readonly bigint[],
    bonus: Odds | null = null,
  ) {
    try {
      return calculationOf(
        terms,
        bets.map((bet, index) => ({
          coef: bet.coef,
          statusId: -1,
          banker: bet.banker,
          blockId: bet.blockId,
          ...(amounts === undefined ? {} : { amount: amounts[index] as bigint }),
        })),
        bonus,
      );
    } catch (error) {
      if (error instanceof CouponRuleError) throw ruleError(error.field, error.code);
      throw error;
    }
  }

  function prepared(
    body: PlaceCouponBody,
    account: PlayerAccount,
    selections: readonly SelectionState[],
    siteTerms: SiteCouponTerms,
  ): PreparedCoupon[] {
    const currency = account.currency;
    const amount = parsedAmount(body.amount, currency, 'amount');
    const bets = body.bets.map((bet, index) => ({
      selection: selections[index] as SelectionState,
      coef: (selections[index] as SelectionState).coef as Odds,
      banker: bet.banker === true,
      blockId: bet.blockId ?? null,
    }));
    const amountByBlockId =
      body.amountByBlockId === undefined
        ? null
        : Object.fromEntries(
            Object.entries(body.amountByBlockId).map(([block, text]) => [
              block,
              text === 'max' ? 'max' : String(parsedAmount(text, currency, `amountByBlockId.${block}`)),
            ]),
          );
    const terms: CouponTerms = {
      typeId: body.typeId,
      currency,
      amount,
      systemValue: body.systemValue ?? null,
      antiExpressCoef: antiExpressCoefOf(body),
      amountByBlockId,
    };
    const ownAmounts = bets.map((bet) => {
      const own = body.amountByBetId?.[String(bet.selection.id)];
      return own === undefined ? amount : parsedAmount(own, currency, `amountByBetId.${bet.selection.id}`);
    });
    // The bonus is the site's offer on the prices taken (seed 001 §5), kept at placement.
    const bonusCoef = isBonusEligible({
      siteAllows: siteTerms.bonusAllowed,
      typeId: body.typeId as CouponTypeId,
      bets: bets.map((bet) => ({ coef: bet.coef, marketKind: bet.selection.kind })),
    })
      ? bonusCoefficient(bets.length)
      : null;
    const whole = calculated(terms, bets, body.typeId === manySinglesTypeId ? ownAmounts : undefined);
    const potentialWin =
      bonusCoef === null ? whole.potentialWin : calculated(terms, bets, undefined, bonusCoef).potentialWin;
    // Many singles are stored as one single per bet, each settled on its own (BET-TYPES.md type 9).
    const coupons: PreparedCoupon[] =
      body.typeId === manySinglesTypeId
        ? bets.map((bet, index) => {
            const single = {
              ...terms,
              typeId: singleTypeId,
              amount: ownAmounts[index] as bigint,
              amountByBlockId: null,
            };
            const calculation = calculated(single, [bet]);
            return {
              terms: single,
              calculation,
              bets: [bet],
              bonusCoef: null,
              potentialWin: calculation.potentialWin,
              needsApproval: false,
            };
          })
        : [{ terms, calculation: whole, bets, bonusCoef, potentialWin, needsApproval: false }];
    const isBonusAccount = account.type === accountTypes.bonus;
    const vipAvailable = isVipBetAvailable({
      siteAllows: siteTerms.vipAllowed,
      typeId: body.typeId as CouponTypeId,
      hasMaximum: hasMaximumAmount(body.typeId, siteTerms.amountRules, isBonusAccount),
      bets: bets.map((bet) => ({ isLive: isLiveSelection(bet.selection) })),
    });
    if (body.isVipBet && !vipAvailable) throw vipUnavailableError();
    return coupons.map((coupon) => {
      const stake = moneyFromMinor(minorOfDecimal(coupon.calculation.totalStake, currency), currency);
      const problem = amountLimitProblem(
        stake,
        coupon.terms.typeId,
        defaultStakeLimits(currency),
        siteTerms.amountRules,
        isBonusAccount,
      );
      const betId = String(coupon.bets[0]?.selection.id);
      const field =
        body.typeId === manySinglesTypeId && body.amountByBetId?.[betId] !== undefined
          ? `amountByBetId.${betId}`
          : 'amount';
      // A vip bet asks for more than the maximum: a trader decides, rather than the rule.
      if (problem === 'above_maximum' && body.isVipBet) return { ...coupon, needsApproval: true };
      if (problem !== undefined) throw amountError(field, problem);
      return coupon;
    });
  }

  async function checked(context: PlacementContext, body: PlaceCouponBody): Promise<CheckedPlacement> {
    const account = await wallet.findAccount(context.userId, accountIdFrom(body.accountId));
    if (account === undefined) throw accountUnknownError();
    if (account.type === accountTypes.bonus && !(await deps.bonusAccountTakesBets(account.id)))
      throw bonusAccountNotForBetsError();
    const seen = seenCoefs(body);
    let selections = await currentSelections(body, seen);
    const problems = placementProblems(
      body.typeId,
      body.bets.map((bet, index) => {
        const selection = selections[index] as SelectionState;
        return {
          selectionId: bet.id,
          gameId: selection.gameId,
          banker: bet.banker === true,
          blockId: bet.blockId,
          isBannedExpress: selection.isBannedExpress,
          isDisabledBanker: selection.isDisabledBanker,
        };
      }),
      settings.maxBets,
    );
    if (problems.length > 0) throw placementError(problems);
    const siteTerms = await deps.siteTerms(context.language);
    prepared(body, account, selections, siteTerms);
    const isLive = selections.some(isLiveSelection);
    if (isLive && settings.betDelayMs > 0) {
      // The acceptance delay of live bets: a bet stop or a price move meanwhile is seen on reading again.
      const before = selections;
      await deps.sleep(settings.betDelayMs);
      selections = await currentSelections(body, seen);
      if (body.isDropOnScoreChange) {
        const scored = selections.flatMap((selection, index) =>
          sameScore(selection, before[index] as SelectionState) ? [] : [`bets.${index}.id`],
        );
        if (scored.length > 0) throw scoreChangedError(scored);
      }
    }
    return {
      account,
      seen,
      isLive,
      sessionStartedAt: await deps.sessionStartedAt(context.sessionId),
      siteTerms,
    };
  }

  /**
   * A vip bet's deadline: the approval window, never past the start of its first game (a trader
   * takes a line bet at line prices). A game due to have begun leaves no time to decide.
   */
  function approvalDeadlineOf(bets: readonly PreparedBet[], placedAt: Date): Date {
    const firstStart = Math.min(...bets.map((bet) => bet.selection.game.startAt.getTime()));
    if (firstStart <= placedAt.getTime()) throw vipUnavailableError();
    return new Date(Math.min(placedAt.getTime() + settings.vipApprovalMs, firstStart));
  }

  async function store(
    context: CouponRequestContext,
    body: PlaceCouponBody,
    placement: CheckedPlacement,
    transaction: Transaction,
    emit: Emit,
  ): Promise<number[]> {
    const { account } = placement;
    // Read again in the transaction: the coupon is stored on the selections as they are at its commit.
    const coupons = prepared(
      body,
      account,
      await currentSelections(body, placement.seen, transaction),
      placement.siteTerms,
    );
    const placedAt = new Date(now());
    const stakes = coupons.map((coupon) => minorOfDecimal(coupon.calculation.totalStake, account.currency));
    // All the request's stakes at once, before any moves: many singles pass or fail together.
    await limits.assertAllowed(transaction, {
      userId: context.userId,
      currency: account.currency,
      movement: 'stake',
      amount: stakes.reduce((sum, stake) => sum + stake, 0n),
      at: placedAt.getTime(),
      ...(placement.sessionStartedAt === null ? {} : { sessionStartedAt: placement.sessionStartedAt }),
    });
    const ids: number[] = [];
    for (const [index, coupon] of coupons.entries()) {
      const stake = stakes[index] as bigint;
      const stakeTransfer = {
        from: { accountId: account.id, ownerId: context.userId },
        to: { system: 'house', currency: account.currency },
        amount: moneyFromMinor(stake, account.currency),
        reason: 'stake',
        idempotency: {
          scope: `coupon.stake:user:${context.userId}`,
          key: `${context.idempotencyKey}#${index}`,
        },
        reference: `coupon-request:${context.idempotencyKey}#${index}`,
      } as const;
      const approvalDeadline = coupon.needsApproval ? approvalDeadlineOf(coupon.bets, placedAt) : null;
      // A vip bet's stake is held, not taken, until a trader decides (coupon-vip-decisions.ts). The
      // hold outlives the deadline so that the coupon's own expiry voids it, not the wallet's timeout.
      const receipt =
        approvalDeadline === null
          ? await wallet.transfer(stakeTransfer, { transaction, emit })
          : await wallet.reserve(
              {
                ...stakeTransfer,
                timeoutMs: approvalDeadline.getTime() - placedAt.getTime() + vipHoldGraceMs,
              },
              { transaction, emit },
            );
      const transferId = Number(receipt.transferId);
      ids.push(
        await repository.insertCoupon(
          {
            userId: context.userId,
            accountId: account.id,
            currency: account.currency,
            typeId: coupon.terms.typeId,
            placedAsTypeId: body.typeId,
            amount: coupon.terms.amount,
            stake,
            amountByBlockId: coupon.terms.amountByBlockId,
            systemValue: coupon.terms.systemValue,
            antiExpressCoef: coupon.terms.antiExpressCoef,
            changeCoefAction: body.changeCoefAction,
            coef: coupon.calculation.coef === null ? null : decimalText(coupon.calculation.coef),
            potentialWin: minorOfDecimal(coupon.potentialWin, account.currency),
            bonusCoef: coupon.bonusCoef,
            status: approvalDeadline === null ? 'open' : 'awaiting_approval',
            stakeTransferId: approvalDeadline === null ? transferId : null,
            holdTransferId: approvalDeadline === null ? null : transferId,
            approvalDeadline,
            isLive: placement.isLive,
            fromBonusAccount: account.type === accountTypes.bonus,
            requestKey: context.idempotencyKey,
            placedAt,
          },
          coupon.bets.map((bet, position) => ({
            position,
            selectionId: bet.selection.id,
            marketId: bet.selection.marketId,
            gameId: bet.selection.gameId,
            coef: bet.coef,
            banker: bet.banker,
            blockId: bet.blockId,
            isLive: isLiveSelection(bet.selection),
            names: bet.selection.names,
          })),
          transaction,
        ),
      );
    }
    // The placed selections leave the player's draft, as they leave the coupon in the browser.
    await deps.drafts.removePlaced(
      context.userId,
      body.bets.map((bet) => bet.id),
      transaction,
    );
    return ids;
  }

  return {
    /** Places the coupon once per key; answers the coupons placed (one, or one per single). */
    place(context: PlacementContext, body: PlaceCouponBody): Promise<number[]> {
      return once(
        context,
        'coupon.place',
        body,
        () => checked(context, body),
        (placement, transaction, emit) => store(context, body, placement, transaction, emit),
      );
    },
  };
}

export type BetPlacement = ReturnType<typeof createBetPlacement>;

function antiExpressCoefOf(body: PlaceCouponBody): number | null {
  if (body.antiExpressCoef === undefined) return null;
  try {
    return oddsFrom(body.antiExpressCoef);
  } catch {
    throw coefInvalidError('antiExpressCoef');
  }
}

/**
 * How long a vip bet's hold outlives its deadline: the coupon's expiry (a round every minute)
 * rejects it and voids the hold first, so the wallet never gives the money back unseen.
 */
const vipHoldGraceMs = 24 * 60 * 60_000;

function sameScore(now: SelectionState, before: SelectionState): boolean {
  return now.game.score.home === before.game.score.home && now.game.score.away === before.game.score.away;
}

/** Seed 001 §4: live when the game is in play or has game time, or the market is live. */
function isLiveSelection(selection: SelectionState): boolean {
  return isLiveBet({
    finished: false,
    status: selection.game.status,
    gameTime: selection.game.gameTime,
    isLive: selection.isLive,
  });
}
