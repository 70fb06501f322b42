/**
 * The once-only reminders' cookies, read and written in this chunk. Not through the navigation's
 * `browserCookieJar`: the page's entry holds that, and each name a chunk imports from the entry
 * costs the home page's budget (which has no room left) an export.
 */
export function reminderCookie(name: string): string | undefined {
  for (const pair of document.cookie.split(';')) {
    const [key, ...value] = pair.trim().split('=');
    if (key === name) return decodeURIComponent(value.join('='));
  }
  return undefined;
}

export function rememberReminder(name: string, value: string, maxAgeMs: number): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every supported browser yet
  document.cookie = `${name}=${encodeURIComponent(value)}; max-age=${Math.floor(maxAgeMs / 1000)}; path=/; samesite=lax${location.protocol === 'https:' ? '; secure' : ''}`;
}
