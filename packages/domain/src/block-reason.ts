/**
 * Block reasons (seed 001 §4 "Block reasons"): the block check answers displayTypeId and
 * templateTypeId; a reason exists only when displayTypeId is 1, and it is the template type.
 */
export type BlockPage = 'site-updates' | 'suspension' | 'block' | 'block-ua' | 'block-ie' | 'coming-soon';

export interface BlockCheckAnswer {
  displayTypeId: number;
  templateTypeId?: number | null;
}

const pageByReason: ReadonlyMap<number, BlockPage> = new Map([
  [4, 'site-updates'],
  [16, 'suspension'],
  [3, 'block'],
  [1, 'block'],
  [5, 'block'],
  [2, 'block'],
  [14, 'block'],
  [13, 'block-ua'],
  [17, 'block-ie'],
  [8, 'coming-soon'],
]);

/** The block reason, or null when the visitor is not blocked (or geo blocking is forced off by cookie). */
export function blockReason(answer: BlockCheckAnswer, geoBlockingForcedOff = false): number | null {
  if (geoBlockingForcedOff || answer.displayTypeId !== 1) return null;
  return answer.templateTypeId ?? 0;
}

/** The page a block reason sends the visitor to; reasons without a page of their own block nothing. */
export function blockPageFor(reason: number | null): BlockPage | null {
  return reason === null ? null : (pageByReason.get(reason) ?? null);
}
