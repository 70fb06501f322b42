import type { CalculateCouponBody } from '@parlay/contract';
import { type BetStatusId, type CouponTypeId, couponTypeIds, isCouponTypeId } from '@parlay/domain';

/** One selection as typed: the coefficient and block as text, so a half-typed value stays as typed. */
export interface CalculatorLeg {
  /** Stable React key: a removed row never lends its key (and its focus) to another. */
  readonly key: number;
  readonly coef: string;
  readonly statusId: BetStatusId;
  readonly banker: boolean;
  readonly blockId: string;
  /** The single's own stake in many singles; empty for the coupon's amount. */
  readonly amount: string;
}

/** The calculator's form: what the player typed, sent to `POST /coupon-api/calculate` as it changes. */
export interface CalculatorForm {
  readonly typeId: CouponTypeId;
  readonly amount: string;
  readonly systemValue: string;
  readonly antiExpressCoef: string;
  /** A conditional block's stake by its number as typed; empty for the maximum. */
  readonly blockAmounts: Readonly<Record<string, string>>;
  readonly legs: readonly CalculatorLeg[];
}

const typesWithSystemValue = new Set<number>([couponTypeIds.system, couponTypeIds.multibet]);
const typesWithBankers = new Set<number>([couponTypeIds.system, couponTypeIds.multibet]);
const typesWithBlocks = new Set<number>([couponTypeIds.multibet, couponTypeIds.conditional]);

export const hasSystemValue = (typeId: CouponTypeId) => typesWithSystemValue.has(typeId);
export const hasBankers = (typeId: CouponTypeId) => typesWithBankers.has(typeId);
export const hasBlocks = (typeId: CouponTypeId) => typesWithBlocks.has(typeId);
export const hasQuotedCoef = (typeId: CouponTypeId) => typeId === couponTypeIds.antiExpress;
export const hasBlockAmounts = (typeId: CouponTypeId) => typeId === couponTypeIds.conditional;
export const hasOwnAmounts = (typeId: CouponTypeId) => typeId === couponTypeIds.manySingles;

const wholeNumber = (text: string) => (/^\d{1,9}$/.test(text.trim()) ? Number(text.trim()) : undefined);
const decimalText = (text: string) => text.trim().replace(',', '.');

/** The blocks of the form's selections after the first, in order: those that take a stake of their own. */
export function laterBlocks(form: CalculatorForm): number[] {
  const blocks = new Set<number>();
  for (const leg of form.legs) {
    const blockId = wholeNumber(leg.blockId);
    if (blockId !== undefined) blocks.add(blockId);
  }
  return [...blocks].sort((left, right) => left - right).slice(1);
}

/** The statuses in the order a player reads them: pending first, then the results. */
export const statusChoices: readonly BetStatusId[] = [-1, -2, 1, 0, 2, 3, 4, 5, 6];

export const couponTypeChoices: readonly CouponTypeId[] = Object.values(couponTypeIds);

export function couponTypeOf(value: string): CouponTypeId {
  const typeId = Number(value);
  return isCouponTypeId(typeId) ? typeId : couponTypeIds.express;
}

export function newLeg(key: number, coef = ''): CalculatorLeg {
  return { key, coef, statusId: -1, banker: false, blockId: '', amount: '' };
}

/** An express of three on 10, nothing settled yet: a coupon that answers at once. */
export const initialForm: CalculatorForm = {
  typeId: couponTypeIds.express,
  amount: '10',
  systemValue: '2',
  antiExpressCoef: '',
  blockAmounts: {},
  legs: [newLeg(1, '1.85'), newLeg(2, '2.10'), newLeg(3, '1.60')],
};

/**
 * The request for the form: only what the chosen type uses (bankers of a system or multibet, blocks
 * of a multibet or conditional, k of a system, the quoted anti-express price); the server judges
 * the values and names the field it refuses. Text that is no whole number goes as it is, so the
 * answer names it rather than the calculator guessing.
 */
export function requestBodyOf(form: CalculatorForm): CalculateCouponBody {
  const systemValue = wholeNumber(form.systemValue);
  const blockAmounts = laterBlocks(form).flatMap((blockId) => {
    const text = decimalText(form.blockAmounts[blockId] ?? '');
    return hasBlockAmounts(form.typeId) && text !== '' ? [[String(blockId), text] as const] : [];
  });
  const ownAmounts = form.legs.flatMap((leg, index) =>
    hasOwnAmounts(form.typeId) && leg.amount.trim() !== ''
      ? [[String(index + 1), decimalText(leg.amount)] as const]
      : [],
  );
  return {
    typeId: form.typeId,
    amount: decimalText(form.amount),
    ...(blockAmounts.length === 0 ? {} : { amountByBlockId: Object.fromEntries(blockAmounts) }),
    ...(ownAmounts.length === 0 ? {} : { amountByBetId: Object.fromEntries(ownAmounts) }),
    ...(hasSystemValue(form.typeId) && systemValue !== undefined ? { systemValue } : {}),
    ...(hasQuotedCoef(form.typeId) && form.antiExpressCoef.trim() !== ''
      ? { antiExpressCoef: decimalText(form.antiExpressCoef) }
      : {}),
    bets: form.legs.map((leg, index) => {
      const blockId = wholeNumber(leg.blockId);
      return {
        // Ids only where own amounts are keyed by them: bet n is the n-th selection.
        ...(hasOwnAmounts(form.typeId) ? { id: index + 1 } : {}),
        coef: decimalText(leg.coef),
        statusId: leg.statusId,
        ...(hasBankers(form.typeId) && leg.banker ? { banker: true } : {}),
        ...(hasBlocks(form.typeId) && blockId !== undefined ? { blockId } : {}),
      };
    }),
  };
}

/** Where the calculator shows a refused field: on its input, or for the coupon as a whole. */
export function fieldPlace(
  field: string,
): { leg: number; input: 'coef' | 'blockId' | 'banker' | 'amount' } | 'coupon' | string {
  const ownAmount = /^amountByBetId\.(\d+)$/.exec(field);
  if (ownAmount !== null) return { leg: Number(ownAmount[1]) - 1, input: 'amount' };
  if (/^amountByBlockId\.\d+$/.test(field)) return field;
  const match = /^bets\.(\d+)\.(coef|blockId|banker|statusId)$/.exec(field);
  if (match === null) return ['amount', 'systemValue', 'antiExpressCoef'].includes(field) ? field : 'coupon';
  const input = match[2] === 'statusId' ? 'coef' : (match[2] as 'coef' | 'blockId' | 'banker');
  return { leg: Number(match[1]), input };
}
