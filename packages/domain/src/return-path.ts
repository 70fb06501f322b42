/** Longest return path accepted: longer ones are not links a player followed. */
const maxReturnPathLength = 2048;

/** Layers of percent-encoding looked through; more than this is an attack, not a link. */
const maxEncodingLayers = 3;

/**
 * What a return path may hold as sent: printable ASCII without space or backslash. Browsers drop
 * tabs and newlines and read `\` as `/`, so any of them could turn `/\host` or `/<tab>/host` into
 * another origin; non-ASCII (full-width `／`, U+3000) has no place in a header either.
 */
const plainPathCharacters = /^[\x21-\x5b\x5d-\x7e]+$/;

/**
 * What a decoded path may not hold: backslashes, whitespace and control or format characters
 * (a later decoding by a router or a proxy must not reveal `//host` or `/\host` either).
 */
const unsafeDecodedCharacter = /[\\\s\p{C}\p{Z}]/u;

const probeOrigin = 'https://parlay.invalid';

/**
 * Whether `candidate` is a path of this site to send a player back to: a single `/` followed by
 * a path segment, with an optional query and fragment, that stays on this site however many times
 * it is percent-decoded or Unicode-normalised, and without `.`/`..` segments. Everything else
 * (`//host`, `/\host`, `javascript:`, `http://host`, tabs, encoded slashes, full-width slashes) is refused.
 */
export function isSafeReturnPath(candidate: unknown): candidate is string {
  if (typeof candidate !== 'string' || candidate.length > maxReturnPathLength) return false;
  if (!plainPathCharacters.test(candidate) || !startsWithSingleSlash(candidate)) return false;
  if (!pathLayersAreSafe(pathPart(candidate))) return false;
  const resolved = new URL(candidate, probeOrigin);
  return resolved.origin === probeOrigin && startsWithSingleSlash(resolved.pathname);
}

/**
 * The one redirect check of the site: `candidate` when it is a safe return path
 * (`isSafeReturnPath`), else `fallback` (the language's root page, e.g. `/en`).
 */
export function safeReturnPath(candidate: unknown, fallback: string): string {
  return isSafeReturnPath(candidate) ? candidate : fallback;
}

function startsWithSingleSlash(path: string): boolean {
  return /^\/[^/\\]/.test(path);
}

/** The path before the query and fragment: only it decides where the browser goes. */
function pathPart(candidate: string): string {
  return candidate.split(/[?#]/, 1)[0] ?? '';
}

function pathLayersAreSafe(path: string): boolean {
  let layer = path;
  for (let depth = 0; depth <= maxEncodingLayers; depth += 1) {
    for (const form of [layer, layer.normalize('NFKC')]) {
      if (unsafeDecodedCharacter.test(form) || !startsWithSingleSlash(form)) return false;
      if (form.split('/').some((segment) => segment === '.' || segment === '..')) return false;
    }
    const decoded = decodedOnce(layer);
    if (decoded === null) return false;
    if (decoded === layer) return true;
    layer = decoded;
  }
  return false;
}

function decodedOnce(text: string): string | null {
  try {
    return decodeURIComponent(text);
  } catch {
    return null;
  }
}
