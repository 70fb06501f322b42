const botPattern = /bot|crawl|spider|slurp|bingpreview|yandex|baiduspider|duckduckgo|facebookexternalhit/i;

/**
 * Whether a user agent is a search engine's crawler. A module of its own: the age notice and the
 * account prompts ask it on every page, and the search-bot check's tracking parameters (every
 * referral parameter) belong with the checks, loaded with the first navigation.
 */
export function isSearchBot(userAgent: string | null | undefined): boolean {
  return !!userAgent && botPattern.test(userAgent);
}
