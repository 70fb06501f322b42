import { type LimitKind, type LimitTypeId, limitKindOf } from '@parlay/domain';

/** The groups of the limits page, in the order a player meets them: money first, then time. */
export const limitGroupKinds = [
  'deposit',
  'wagering',
  'loss',
  'session',
  'reality-check',
  'timeout',
  'self-exclusion',
] as const satisfies readonly LimitKind[];
export type LimitGroupKind = (typeof limitGroupKinds)[number];

export interface LimitGroup {
  kind: LimitGroupKind;
  /** The group's types the site offers, shortest window first (24 h, 7 days, 30 days). */
  typeIds: LimitTypeId[];
}

const isGroupKind = (kind: LimitKind): kind is LimitGroupKind =>
  (limitGroupKinds as readonly LimitKind[]).includes(kind);

/**
 * The site's offered types (`availableResponsibleGamingLimitsIds`) as the page's groups, empty
 * groups left out. The extra-limit (37) has no rule in the seeds and no place on the page.
 */
export function groupLimitTypes(offered: readonly LimitTypeId[]): LimitGroup[] {
  const unique = [...new Set(offered)].sort((a, b) => a - b);
  return limitGroupKinds.flatMap((kind) => {
    const typeIds = unique.filter((typeId) => {
      const typeKind = limitKindOf[typeId];
      return isGroupKind(typeKind) && typeKind === kind;
    });
    return typeIds.length === 0 ? [] : [{ kind, typeIds }];
  });
}
