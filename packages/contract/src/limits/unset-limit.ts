import {
  availableLimitValues,
  isMoneyLimit,
  isValueList,
  type LimitTypeId,
  limitMeasureOf,
} from '@parlay/domain';
import type { Limit } from './limits.ts';

/** The values a type accepts, as the Limit entity carries them. */
function availableValuesOf(typeId: LimitTypeId): Limit['availableValues'] {
  const available = availableLimitValues(typeId);
  if (available === undefined) return [];
  return isValueList(available) ? [...available] : { min: available.min, max: available.max };
}

/** The unit shown with a value: the currency of a money limit, else hours, minutes or days. */
function measureOf(typeId: LimitTypeId, currency: string | null): string {
  if (isMoneyLimit(typeId)) return currency ?? '';
  return limitMeasureOf(typeId) ?? '';
}

/**
 * A type the site offers and the player has not set (INACTIVE, no id): the fields every Limit of
 * the type shares — its available values, its measure (`currency` for a money limit) and the
 * dictionary key of its name.
 */
export function unsetLimit(typeId: LimitTypeId, currency: string | null): Limit {
  return {
    id: null,
    limitType: typeId,
    limitState: 'INACTIVE',
    limitValue: null,
    limitBalance: null,
    needApprove: false,
    startedAt: null,
    endsAt: null,
    availableValues: availableValuesOf(typeId),
    measure: measureOf(typeId, currency),
    label: `responsible_gaming_limit_type_${typeId}`,
    selfExcludeReason: null,
  };
}
