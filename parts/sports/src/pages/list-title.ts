import type { Translator } from '@parlay/i18n';
import type { SportsView } from '../sports-view.ts';

export type ListView = Extract<SportsView, { kind: 'list' }>;

/**
 * The list page's title: the championship, the sport or the section, with the special page's name.
 * A module of its own: the server's page head reads it, and importing the page for it would keep
 * the page's component out of its lazy chunk.
 */
export function listTitle(view: ListView, t: Translator['t']): string {
  const section = t(`sports_${view.place.section}`);
  if (view.champ) return `${view.champ.name} — ${section}`;
  if (view.sport) return `${view.sport.name} — ${section}`;
  return view.place.pageType ? `${t(`sports_page_${view.place.pageType}`)} — ${section}` : section;
}
