import {
  type LimitTypeId,
  limitKindOf,
  realityCheckMinutes,
  selfExclusionDays,
  sessionLimitHours,
  timeoutDays,
} from '@parlay/domain';
import type { TimeUnit } from './limit-units.ts';

export interface LimitChoices {
  unit: TimeUnit;
  values: readonly number[];
}

const sessionHours = Array.from(
  { length: sessionLimitHours.max - sessionLimitHours.min + 1 },
  (_, index) => sessionLimitHours.min + index,
);

/**
 * The fixed choices of a time limit (seed 001 §5): session 1-24 hours, reality check 5-60 minutes,
 * timeout 1, 7 or 30 days, self-exclusion 1 day to 5 years; null for a money limit (a free amount).
 */
export function limitChoices(typeId: LimitTypeId): LimitChoices | null {
  switch (limitKindOf[typeId]) {
    case 'session':
      return { unit: 'hour', values: sessionHours };
    case 'reality-check':
      return { unit: 'minute', values: realityCheckMinutes };
    case 'timeout':
      return { unit: 'day', values: timeoutDays };
    case 'self-exclusion':
      return { unit: 'day', values: selfExclusionDays };
    default:
      return null;
  }
}
