import type { MarketDescription } from '@parlay/contract';
import { type MarketTypeId, marketTypeIds, outcomeTypesOf } from '@parlay/domain';
import { textOf } from './names.ts';

/** The simulator's market types with their names in every language (its "market descriptions" API). */
export function simulatorMarketDescriptions(): MarketDescription[] {
  return (Object.values(marketTypeIds) as MarketTypeId[]).map((typeId) => ({
    typeId,
    names: textOf(`market_${typeId}`),
    outcomes: outcomeTypesOf[typeId].map((outcome) => ({
      typeId: outcome,
      names: textOf(`outcome_${outcome}`),
    })),
  }));
}
