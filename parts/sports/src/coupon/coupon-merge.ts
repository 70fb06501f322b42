import type { CouponDraft, CouponDraftBet } from '@parlay/contract';
import { defaultMaxCouponBets } from '@parlay/domain';
import { sameValue } from './coupon-draft.ts';

/**
 * Two versions of the player's coupon made one (README.md "Across devices"): what this browser
 * changed since `base` — the last version both sides agreed on — is laid over what the server holds
 * now, so neither side's change is lost. A coupon made before signing in is merged with `base` the
 * empty coupon: its selections join the account's, and each setting the visitor changed from its
 * default is kept.
 *
 * - Selections: the server's in their order, less those this browser took out since `base`; a
 *   selection this browser changed (banker, block, accepted price) as it is here; then those this
 *   browser added, up to the coupon's maximum. One the server took out (another device, a
 *   placement) stays out.
 * - Every other field, each setting and each entry of a keyed field (a bet's stake, a block's
 *   amount, an amount step): this browser's where it changed it since `base`, else the server's.
 *   Per-bet entries of selections no longer in the coupon go.
 * - Bonus bets deleted by hand: those of either side.
 *
 * The caller keeps the coupon's type valid for the merged selections (coupon-transitions `settled`).
 */
export function mergeDrafts(local: CouponDraft, server: CouponDraft, base: CouponDraft): CouponDraft {
  const bets = mergedBets(local.bets, server.bets, base.bets);
  const betIds = new Set(bets.map((bet) => String(bet.id)));
  const ofBets = <V>(record: Record<string, V>) =>
    Object.fromEntries(Object.entries(record).filter(([key]) => betIds.has(key)));
  const pick = <K extends keyof CouponDraft>(key: K): CouponDraft[K] =>
    sameValue(local[key], base[key]) ? server[key] : local[key];
  const settings = Object.fromEntries(
    Object.keys(server.settings).map((key) => {
      const name = key as keyof CouponDraft['settings'];
      return [
        name,
        sameValue(local.settings[name], base.settings[name]) ? server.settings[name] : local.settings[name],
      ];
    }),
  ) as CouponDraft['settings'];
  return {
    typeId: pick('typeId'),
    bets,
    accountId: pick('accountId'),
    amount: pick('amount'),
    amountByBlockId: mergedRecords(local.amountByBlockId, server.amountByBlockId, base.amountByBlockId),
    amountByBetId: ofBets(mergedRecords(local.amountByBetId, server.amountByBetId, base.amountByBetId)),
    prepaidAmount: pick('prepaidAmount'),
    systemValue: pick('systemValue'),
    isActiveSystemBanker: pick('isActiveSystemBanker'),
    isActiveVipBet: pick('isActiveVipBet'),
    isActiveAutoMax: pick('isActiveAutoMax'),
    promoCode: pick('promoCode'),
    manualPromoCode: pick('manualPromoCode'),
    expressId: pick('expressId'),
    addedAtByBetId: ofBets(mergedRecords(local.addedAtByBetId, server.addedAtByBetId, base.addedAtByBetId)),
    manuallyDeletedBetIds: [
      ...new Set([...server.manuallyDeletedBetIds, ...local.manuallyDeletedBetIds]),
    ].filter((id) => !betIds.has(String(id))),
    settings: {
      ...settings,
      amountStepByCurrencyIso: mergedRecords(
        local.settings.amountStepByCurrencyIso,
        server.settings.amountStepByCurrencyIso,
        base.settings.amountStepByCurrencyIso,
      ),
    },
  };
}

function mergedBets(
  local: readonly CouponDraftBet[],
  server: readonly CouponDraftBet[],
  base: readonly CouponDraftBet[],
): CouponDraftBet[] {
  const before = new Map(base.map((bet) => [bet.id, bet]));
  const here = new Map(local.map((bet) => [bet.id, bet]));
  const onServer = new Set(server.map((bet) => bet.id));
  const kept: CouponDraftBet[] = [];
  for (const bet of server) {
    const was = before.get(bet.id);
    const mine = here.get(bet.id);
    if (was !== undefined && mine === undefined) continue;
    kept.push(mine !== undefined && (was === undefined || !sameValue(mine, was)) ? mine : bet);
  }
  const added = local.filter((bet) => !onServer.has(bet.id) && !before.has(bet.id));
  return [...kept, ...added].slice(0, defaultMaxCouponBets);
}

/** Each key's value: this browser's where it changed since `base` (absent: taken out), else the server's. */
function mergedRecords<V>(
  local: Record<string, V>,
  server: Record<string, V>,
  base: Record<string, V>,
): Record<string, V> {
  const merged: Record<string, V> = {};
  for (const key of new Set([...Object.keys(server), ...Object.keys(local), ...Object.keys(base)])) {
    const value = sameValue(local[key], base[key]) ? server[key] : local[key];
    if (value !== undefined) merged[key] = value;
  }
  return merged;
}
