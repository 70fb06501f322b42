import { translationsOf } from '@parlay/i18n';
import { readDictionaries } from '@parlay/i18n/files';

/**
 * Default SEO texts, one dictionary per language (`dictionaries/<language>.json`): a label per
 * route (`label.<route>`), label templates of generated pages (`game_of`, `thank_you_of`,
 * `bonus_game_of`), bonus games and payment results, a description sentence per feature area
 * (`description.<family>`, `{{label}}` being the page's label) and the home page's own. Titles and
 * descriptions are built from them (seo-seed.ts); operators edit the stored rows afterwards.
 */
const translations = translationsOf(readDictionaries(new URL('./dictionaries/', import.meta.url)));

/** The languages with SEO texts: those with a dictionary. */
export const seoTextLanguages: readonly string[] = translations.languages;

export function hasSeoTexts(language: string): boolean {
  return seoTextLanguages.includes(language);
}

export const siteName = 'Parlay';

/** The game section a thank-you page belongs to, where its name differs from the route's. */
const thankYouSections: Readonly<Record<string, string>> = { casino: 'live-casino' };

/** The label of a route in a language, or undefined when no text is written for it. */
export function routeLabel(name: string, lang: string): string | undefined {
  const { t, has } = translations.translator(lang);
  const text = (key: string) => (has(key) ? t(key) : undefined);
  const own = text(`label.${name}`);
  if (own !== undefined) return own;
  const sportsGame = /^(sports-[a-z]+)-game$/.exec(name);
  if (sportsGame) {
    const section = text(`label.${sportsGame[1]}`);
    return section && t('game_of', { label: section });
  }
  const thankYou = /^(.+)-thankyou$/.exec(name);
  if (thankYou) {
    const sectionName = thankYou[1] ?? '';
    const section = text(`label.${thankYouSections[sectionName] ?? sectionName}`);
    return section && t('thank_you_of', { label: section });
  }
  const bonusGame = /^bonus-game-(.+)$/.exec(name);
  if (bonusGame) {
    const game = text(`bonus_game.${bonusGame[1]}`);
    return game && t('bonus_game_of', { label: game });
  }
  const payment = /^onpay-(.+)$/.exec(name);
  if (payment) return text(`payment.${payment[1]}`);
  return undefined;
}

/** Feature areas whose pages share a description sentence. */
export type DescriptionFamily =
  | 'sports'
  | 'casino'
  | 'info'
  | 'office'
  | 'promo'
  | 'draws'
  | 'games'
  | 'apps'
  | 'news'
  | 'partners'
  | 'identity'
  | 'payments'
  | 'site';

/** A page's description: its family's sentence around its label. */
export function describe(family: DescriptionFamily, label: string, lang: string): string {
  return translations.translator(lang).t(`description.${family}`, { label });
}

/** The home page's own description. */
export function homeDescription(lang: string): string {
  return translations.translator(lang).t('home_description');
}
