/** The session's CSRF token, readable by scripts in the parlay_csrf cookie (identity-api.md "Common rules"). */
export function readCsrfToken(): string | null {
  if (typeof document === 'undefined') return null;
  for (const part of document.cookie.split(';')) {
    const separator = part.indexOf('=');
    const name = part.slice(0, separator).trim();
    if (name === 'parlay_csrf' || name === '__Host-parlay_csrf') {
      return decodeURIComponent(part.slice(separator + 1).trim());
    }
  }
  return null;
}
