import type { OfficeView } from './office-view.ts';

/**
 * The name the part's React root goes by (its ids' prefix): the recharge modal's rendition gets its
 * own, since it can be on the page beside an office page, and two roots must never share an id.
 */
export function rootName(view: OfficeView, partName: string): string {
  return view.kind === 'recharge' && view.modal ? `${partName}-modal` : partName;
}
