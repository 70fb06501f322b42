import { type LimitKind, type LimitTypeId, limitKindOf, moneyLimitKinds } from './limit-types.ts';

/** Self-exclusion periods in days (seed 001 §5, ARCHITECTURE decision 3). */
export const selfExclusionDays = [1, 7, 30, 90, 180, 365, 730, 1095, 1825] as const;
/** The other reading of the seed's self-exclusion choices, accepted as the same periods. */
const selfExclusionDayAliases: Readonly<Record<number, number>> = {
  360: 365,
  720: 730,
  1080: 1095,
  1800: 1825,
};
/** Session limit: whole hours 1-24; -1 means "not set" (seed 001 §5). */
export const sessionLimitHours = { min: 1, max: 24 } as const;
export const sessionLimitNotSet = -1;
/** Reality-check intervals in minutes (seed 001 §5). */
export const realityCheckMinutes = [5, 10, 15, 30, 45, 60] as const;
/** Timeout periods in days (seed 001 §5). */
export const timeoutDays = [1, 7, 30] as const;
/** The deposit value that means "no limit" (seed 001 §5). */
export const depositNoLimitValue = 999_999_999;
/**
 * Free amounts of a money limit, in minor units of the player's currency: from 1.00 (100 minor
 * units) to just under the no-limit value.
 */
export const moneyLimitRange = { min: 100, max: depositNoLimitValue - 1 } as const;

/** What a limit type's value may be: a free integer range, or a fixed list of choices. */
export type AvailableLimitValues = { readonly min: number; readonly max: number } | readonly number[];

/** The unit a limit type's value is in (the Limit entity's `measure`; money limits show the currency). */
export type LimitMeasure = 'money' | 'hours' | 'minutes' | 'days';

export function limitMeasureOf(typeId: LimitTypeId): LimitMeasure | undefined {
  return limitMeasures[limitKindOf[typeId]];
}

const limitMeasures: Readonly<Partial<Record<LimitKind, LimitMeasure>>> = {
  wagering: 'money',
  loss: 'money',
  deposit: 'money',
  session: 'hours',
  'reality-check': 'minutes',
  'self-exclusion': 'days',
  timeout: 'days',
};

/** Whether a type's value is an amount of money. */
export function isMoneyLimit(typeId: LimitTypeId): boolean {
  return moneyLimitKinds.includes(limitKindOf[typeId]);
}

/**
 * The values a type accepts, or undefined for a type that cannot be set (the extra-limit 37: the
 * seeds name it but give it no rule, so the server refuses it even where a site lists it).
 */
export function availableLimitValues(typeId: LimitTypeId): AvailableLimitValues | undefined {
  switch (limitKindOf[typeId]) {
    case 'wagering':
    case 'loss':
    case 'deposit':
      return moneyLimitRange;
    case 'session':
      return sessionLimitHours;
    case 'reality-check':
      return realityCheckMinutes;
    case 'self-exclusion':
      return selfExclusionDays;
    case 'timeout':
      return timeoutDays;
    case 'extra':
      return undefined;
  }
}

/** Why a requested value is refused: a message key the dictionaries translate. */
export type LimitValueRefusal =
  | 'responsible_gaming_error_value_not_integer'
  | 'responsible_gaming_error_value_negative'
  | 'responsible_gaming_error_value_not_available'
  | 'responsible_gaming_error_type_not_settable';

/**
 * A requested value, read: `value` the normalised value in the type's unit, or null for "no limit"
 * (the deposit no-limit value 999999999, a session limit of -1) — a removal.
 */
export type LimitValueReading =
  | { ok: true; value: number | null }
  | { ok: false; refusal: LimitValueRefusal };

/**
 * Reads a value a player asks for: integers only, within the type's available values; the
 * self-exclusion readings 360/720/1080/1800 become 365/730/1095/1825.
 */
export function readLimitValue(typeId: LimitTypeId, requested: number): LimitValueReading {
  const available = availableLimitValues(typeId);
  if (available === undefined) return refused('responsible_gaming_error_type_not_settable');
  if (!Number.isSafeInteger(requested)) return refused('responsible_gaming_error_value_not_integer');
  const kind = limitKindOf[typeId];
  if (kind === 'deposit' && requested === depositNoLimitValue) return { ok: true, value: null };
  if (kind === 'session' && requested === sessionLimitNotSet) return { ok: true, value: null };
  if (requested < 0) return refused('responsible_gaming_error_value_negative');
  const value = kind === 'self-exclusion' ? (selfExclusionDayAliases[requested] ?? requested) : requested;
  return isAvailable(available, value)
    ? { ok: true, value }
    : refused('responsible_gaming_error_value_not_available');
}

function isAvailable(available: AvailableLimitValues, value: number): boolean {
  if (isValueList(available)) return available.includes(value);
  return value >= available.min && value <= available.max;
}

export function isValueList(available: AvailableLimitValues): available is readonly number[] {
  return Array.isArray(available);
}

function refused(refusal: LimitValueRefusal): LimitValueReading {
  return { ok: false, refusal };
}
