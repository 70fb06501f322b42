import type { Translator } from '@parlay/i18n';
import type { SportsView } from '../sports-view.ts';

/** A cyber page's title, "Esports — Dashboard" (its page and its head). */
export function cyberTitle(view: Extract<SportsView, { kind: 'cyber' }>, t: Translator['t']): string {
  return `${t('sports_page_cyber')} — ${t(`sports_cyber_${view.page}`)}`;
}
