// Only the navigation checks (loaded with the first navigation) clean query parameters off a URL.

/** The same URL without the named query parameters, or null when it has none of them. */
export function withoutQueryParams(url: URL, names: readonly string[]): string | null {
  const query = new URLSearchParams(url.search);
  const present = names.filter((name) => query.has(name));
  if (present.length === 0) return null;
  for (const name of present) query.delete(name);
  const search = query.toString();
  return `${url.pathname}${search ? `?${search}` : ''}`;
}
