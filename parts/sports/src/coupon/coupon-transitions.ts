import { type CouponTypeId, couponTypeIds, minSystemValue } from '@parlay/domain';
import { takesBankers, typeFits } from './coupon-fit.ts';
import {
  type ChangeCoefAction,
  type CouponBet,
  type CouponSettings,
  type CouponState,
  emptyCoupon,
  type PlacedCoupon,
} from './coupon-state.ts';

/**
 * The coupon's state transitions (seed 001 §3-§5), each pure: the state before and the player's
 * act in, the state after out. The store (coupon-store.ts) applies them and remembers the result.
 */

/** The number of bets a k/m system chooses from: those not bankers. */
function systemChoices(state: Pick<CouponState, 'bets' | 'typeId'>): number {
  return takesBankers(state.typeId) ? state.bets.filter((bet) => !bet.banker).length : state.bets.length;
}

/**
 * The type and system value kept valid for the bets: the player's type stays while the rules take
 * it, else one bet is a single and more an express; k stays within 2 ≤ k < m.
 */
export function settled(state: CouponState): CouponState {
  let { typeId } = state;
  if (state.bets.length === 1) typeId = couponTypeIds.single;
  else if (state.bets.length > 1 && (typeId === couponTypeIds.single || !typeFits(typeId, state.bets)))
    typeId = couponTypeIds.express;
  const choices = systemChoices({ bets: state.bets, typeId });
  const systemValue = Math.max(minSystemValue, Math.min(state.systemValue, choices - 1));
  const next = { ...state, typeId, systemValue };
  return typeId === state.typeId && systemValue === state.systemValue ? state : next;
}

function withoutKey<V>(record: Record<number, V>, key: number): Record<number, V> {
  const { [key]: _removed, ...rest } = record;
  return rest;
}

/** Adds a selection, or takes it out when it is in the coupon already (a second press of its price). */
export function toggleBet(state: CouponState, bet: CouponBet, now: number): CouponState {
  if (state.bets.some((known) => known.id === bet.id)) return removeBet(state, bet.id);
  return settled({
    ...state,
    bets: [...state.bets, bet],
    addedAtByBetId: { ...state.addedAtByBetId, [bet.id]: now },
    manuallyDeletedBetIds: state.manuallyDeletedBetIds.filter((id) => id !== bet.id),
    successCoupon: null,
    singlesResultCoupons: [],
  });
}

/** Takes a bet out; a bonus bet taken out is remembered as deleted by hand (seed 001 §4). */
export function removeBet(state: CouponState, betId: number): CouponState {
  const bet = state.bets.find((known) => known.id === betId);
  if (!bet) return state;
  return settled({
    ...state,
    bets: state.bets.filter((known) => known.id !== betId),
    addedAtByBetId: withoutKey(state.addedAtByBetId, betId),
    amountByBetId: withoutKey(state.amountByBetId, betId),
    manuallyDeletedBetIds: bet.isBonus
      ? [...state.manuallyDeletedBetIds, betId]
      : state.manuallyDeletedBetIds,
  });
}

/** Empties the coupon, settings and account kept. */
export function clearBets(state: CouponState): CouponState {
  return {
    ...emptyCoupon,
    accountId: state.accountId,
    amount: state.amount,
    manuallyDeletedBetIds: state.manuallyDeletedBetIds,
    settings: state.settings,
  };
}

/** Chooses the coupon type, if the rules take it for the bets in the coupon. */
export function setType(state: CouponState, typeId: CouponTypeId): CouponState {
  if (!typeFits(typeId, state.bets)) return state;
  return settled({
    ...state,
    typeId,
    isActiveSystemBanker: takesBankers(typeId) && state.isActiveSystemBanker,
  });
}

/** k of a k/m system: at least 2 (seed 001 §4), below m. */
export function setSystemValue(state: CouponState, systemValue: number): CouponState {
  if (!Number.isInteger(systemValue) || systemValue < minSystemValue) return state;
  if (systemValue >= systemChoices(state)) return state;
  return { ...state, systemValue };
}

/** Makes a bet a banker or not, where the type has bankers and the bet may be one. */
export function toggleBanker(state: CouponState, betId: number): CouponState {
  if (!takesBankers(state.typeId)) return state;
  const bets = state.bets.map((bet) =>
    bet.id === betId && !bet.isDisabledBanker ? { ...bet, banker: !bet.banker } : bet,
  );
  const next = { ...state, bets, isActiveSystemBanker: bets.some((bet) => bet.banker) };
  // A banker leaves the choices: the type must still fit (3 choices at least).
  return typeFits(next.typeId, bets) ? settled(next) : state;
}

/** Puts a bet in a block (a multibet's element, a conditional's block); 0 takes it out. */
export function setBlock(state: CouponState, betId: number, blockId: number): CouponState {
  if (!Number.isInteger(blockId) || blockId < 0) return state;
  const bets = state.bets.map((bet) => (bet.id === betId ? { ...bet, blockId } : bet));
  return settled({ ...state, bets });
}

export function setAmount(state: CouponState, amount: string): CouponState {
  return { ...state, amount };
}

/**
 * Asks for the coupon to go as a vip bet (seed 001 §5) or not. The panel offers it only where it is
 * available and treats it as off elsewhere; emptying the coupon turns it off.
 */
export function setVipBet(state: CouponState, isActiveVipBet: boolean): CouponState {
  return state.isActiveVipBet === isActiveVipBet ? state : { ...state, isActiveVipBet };
}

/** A conditional block's own stake, or 'max' for the previous block's return. */
export function setBlockAmount(state: CouponState, blockId: number, amount: string | 'max'): CouponState {
  return { ...state, amountByBlockId: { ...state.amountByBlockId, [blockId]: amount } };
}

/** A bet's own stake in many singles; empty: the coupon's amount. */
export function setBetAmount(state: CouponState, betId: number, amount: string): CouponState {
  return {
    ...state,
    amountByBetId:
      amount === '' ? withoutKey(state.amountByBetId, betId) : { ...state.amountByBetId, [betId]: amount },
  };
}

/** Another account pays the coupon: the prepaid amount starts again at 0 (seed 001 §4). */
export function setAccount(state: CouponState, accountId: number | null): CouponState {
  if (state.accountId === accountId) return state;
  return { ...state, accountId, prepaidAmount: '0' };
}

export function setChangeCoefAction(state: CouponState, changeCoefAction: ChangeCoefAction): CouponState {
  return withSettings(state, { changeCoefAction });
}

/** Seed 001 §3 `isDropOnScoreChange`: a live coupon is dropped if a game's score changes while it is accepted. */
export function setDropOnScoreChange(state: CouponState, isDropOnScoreChange: boolean): CouponState {
  return withSettings(state, { isDropOnScoreChange });
}

export function setOneClickAmount(state: CouponState, oneClickAmount: string): CouponState {
  return withSettings(state, { oneClickAmount });
}

/**
 * Turns one-click betting on or off. On, with bets in the coupon, it first asks: the coupon is
 * emptied only once the player confirms (seed 001 §4).
 */
export function requestOneClick(state: CouponState, active: boolean): CouponState {
  if (!active)
    return withSettings({ ...state, isOneClickConfirmPending: false }, { isActiveOneClick: false });
  if (state.bets.length > 0) return { ...state, isOneClickConfirmPending: true };
  return withSettings(state, { isActiveOneClick: true });
}

export function confirmOneClick(state: CouponState): CouponState {
  if (!state.isOneClickConfirmPending) return state;
  return withSettings({ ...clearBets(state), isOneClickConfirmPending: false }, { isActiveOneClick: true });
}

export function cancelOneClick(state: CouponState): CouponState {
  return { ...state, isOneClickConfirmPending: false };
}

/** The player accepts the coefficients now offered (after "coefficients changed — confirm"). */
export function acceptCoefs(state: CouponState, coefById: ReadonlyMap<number, number>): CouponState {
  return {
    ...state,
    bets: state.bets.map((bet) => {
      const coef = coefById.get(bet.id);
      return coef === undefined || coef === bet.coef ? bet : { ...bet, coef };
    }),
  };
}

/** A placement went through: the coupon shows what was placed and is emptied for the next one. */
export function placed(state: CouponState, coupons: readonly PlacedCoupon[]): CouponState {
  const [first] = coupons;
  if (!first) return state;
  return {
    ...clearBets(state),
    successCoupon: state.typeId === couponTypeIds.manySingles ? null : first,
    singlesResultCoupons: state.typeId === couponTypeIds.manySingles ? [...coupons] : [],
  };
}

export function dismissSuccess(state: CouponState): CouponState {
  return { ...state, successCoupon: null, singlesResultCoupons: [], oneClickFailure: null };
}

/** A one-click bet went through: shown as the coupon's success, the coupon left as it was (empty). */
export function placedOneClick(state: CouponState, coupon: PlacedCoupon): CouponState {
  return { ...state, successCoupon: coupon, singlesResultCoupons: [], oneClickFailure: null };
}

/** A one-click bet was refused: why, as the player reads it. */
export function oneClickFailed(state: CouponState, message: string): CouponState {
  return { ...state, successCoupon: null, singlesResultCoupons: [], oneClickFailure: message };
}

function withSettings(state: CouponState, changes: Partial<CouponSettings>): CouponState {
  return { ...state, settings: { ...state.settings, ...changes } };
}
