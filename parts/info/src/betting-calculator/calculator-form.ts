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
}

/** The calculator's form: what the player typed, sent to `POST /coupon-api/calculate` as it changes. */
export interface CalculatorForm {
  readonly typeId: CouponTypeId;
  readonly amount: string;
  readonly systemValue: string;
  readonly antiExpressCoef: string;
  readonly legs: readonly CalculatorLeg[];
}

const typesWithSystemValue = new Set<number>([couponTypeIds.system, couponTypeIds.multibet]);
const typesWithBankers = new Set<number>([couponTypeIds.system, couponTypeIds.multibet]);
const typesWithBlocks = new Set<number>([couponTypeIds.multibet, couponTypeIds.conditional]);

export const hasSystemValue = (typeId: CouponTypeId) => typesWithSystemValue.has(typeId);
export const hasBankers = (typeId: CouponTypeId) => typesWithBankers.has(typeId);
export const hasBlocks = (typeId: CouponTypeId) => typesWithBlocks.has(typeId);
export const hasQuotedCoef = (typeId: CouponTypeId) => typeId === couponTypeIds.antiExpress;

/** The statuses in the order a player reads them: pending first, then the results. */
export const statusChoices: readonly BetStatusId[] = [-1, -2, 1, 0, 2, 3, 4, 5, 6];

export const couponTypeChoices: readonly CouponTypeId[] = Object.values(couponTypeIds);

export function couponTypeOf(value: string): CouponTypeId {
  const typeId = Number(value);
  return isCouponTypeId(typeId) ? typeId : couponTypeIds.express;
}

export function newLeg(key: number, coef = ''): CalculatorLeg {
  return { key, coef, statusId: -1, banker: false, blockId: '' };
}

/** An express of three on 10, nothing settled yet: a coupon that answers at once. */
export const initialForm: CalculatorForm = {
  typeId: couponTypeIds.express,
  amount: '10',
  systemValue: '2',
  antiExpressCoef: '',
  legs: [newLeg(1, '1.85'), newLeg(2, '2.10'), newLeg(3, '1.60')],
};

/**
 * The request for the form: only what the chosen type uses (bankers of a system or multibet, blocks
 * of a multibet or conditional, k of a system, the quoted anti-express price); the server judges
 * the values and names the field it refuses. Text that is no whole number goes as it is, so the
 * answer names it rather than the calculator guessing.
 */
export function requestBodyOf(form: CalculatorForm): CalculateCouponBody {
  const wholeNumber = (text: string) => (/^\d{1,9}$/.test(text.trim()) ? Number(text.trim()) : undefined);
  const systemValue = wholeNumber(form.systemValue);
  return {
    typeId: form.typeId,
    amount: form.amount.trim().replace(',', '.'),
    ...(hasSystemValue(form.typeId) && systemValue !== undefined ? { systemValue } : {}),
    ...(hasQuotedCoef(form.typeId) && form.antiExpressCoef.trim() !== ''
      ? { antiExpressCoef: form.antiExpressCoef.trim().replace(',', '.') }
      : {}),
    bets: form.legs.map((leg) => {
      const blockId = wholeNumber(leg.blockId);
      return {
        coef: leg.coef.trim().replace(',', '.'),
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
): { leg: number; input: 'coef' | 'blockId' | 'banker' } | 'coupon' | string {
  const match = /^bets\.(\d+)\.(coef|blockId|banker|statusId)$/.exec(field);
  if (match === null) return ['amount', 'systemValue', 'antiExpressCoef'].includes(field) ? field : 'coupon';
  const input = match[2] === 'statusId' ? 'coef' : (match[2] as 'coef' | 'blockId' | 'banker');
  return { leg: Number(match[1]), input };
}
