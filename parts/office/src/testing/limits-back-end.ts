import { fakeBackEnd } from '@parlay/client/testing';
import { type Limit, unsetLimit } from '@parlay/contract';
import { limitsEndpoints, sessionEndpoints } from '@parlay/contract/endpoints';
import type { LimitTypeId } from '@parlay/domain';
import { userConfig } from './render-office.tsx';

/** A user token whose `exp` is an hour away, as gettoken answers it. */
const token = `e30.${btoa(JSON.stringify({ exp: Math.floor(Date.now() / 1000) + 3600 }))}.signature`;

/** A limit of the service for the player (RUB money limits), with the test's changes. */
export function limit(typeId: LimitTypeId, changes: Partial<Limit> = {}): Limit {
  return { ...unsetLimit(typeId, 'RUB'), ...changes };
}

/**
 * A back end for the limits page: the site offers `offered`, the player has `mine`; the user token
 * and the user config (protection level `level`) answered too.
 */
export function limitsBackEnd(
  offered: readonly LimitTypeId[],
  mine: Limit[] = [],
  level: number | null = 50,
) {
  return fakeBackEnd()
    .on(sessionEndpoints.getToken, () => ({ data: { token } }))
    .on(sessionEndpoints.userConfig, () => userConfig({ protection_level: level }))
    .on(limitsEndpoints.getAvailableLimits, () => ({
      limits: offered.map((typeId) => mine.find((item) => item.limitType === typeId) ?? limit(typeId)),
      coolingOffHours: 24,
    }))
    .on(limitsEndpoints.getLimits, () => ({ limits: mine }));
}
