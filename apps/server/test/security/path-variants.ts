/** A spelling of a path and what was done to it, for the failure message. */
export interface PathVariant {
  readonly label: string;
  readonly path: string;
}

const percent = (character: string, lowerHex = false) => {
  const hex = character.charCodeAt(0).toString(16).padStart(2, '0');
  return `%${lowerHex ? hex : hex.toUpperCase()}`;
};

/**
 * Other spellings of `path` (no query) that a router or a proxy may take for the same route:
 * percent-encoded letters (one, several, upper- and lower-case hex, double-encoded), encoded and
 * doubled slashes, a trailing slash, dot segments, other letter case, a backslash, a matrix
 * parameter, control characters. Each is a request an attacker tries when a check reads the raw URL.
 */
export function pathVariants(path: string): PathVariant[] {
  const segments = path.split('/').slice(1);
  const join = (parts: readonly string[]) => `/${parts.join('/')}`;
  const variants: PathVariant[] = [];
  const add = (label: string, variant: string) => {
    if (variant !== path && !variants.some((known) => known.path === variant))
      variants.push({ label, path: variant });
  };
  segments.forEach((segment, index) => {
    const letter = /[A-Za-z]/.exec(segment);
    if (letter === null) return;
    const at = letter.index;
    const encodeFirst = (lowerHex: boolean) =>
      join(
        segments.map((part, other) =>
          other === index
            ? `${part.slice(0, at)}${percent(part[at] ?? '', lowerHex)}${part.slice(at + 1)}`
            : part,
        ),
      );
    add(`segment ${index + 1}: its first letter percent-encoded`, encodeFirst(false));
    add(`segment ${index + 1}: its first letter encoded in lower-case hex`, encodeFirst(true));
    add(
      `segment ${index + 1}: every letter encoded`,
      join(
        segments.map((part, other) =>
          other === index ? part.replace(/[A-Za-z]/g, (character) => percent(character)) : part,
        ),
      ),
    );
    add(
      `segment ${index + 1}: its first letter double-encoded`,
      join(
        segments.map((part, other) =>
          other === index
            ? `${part.slice(0, at)}%25${percent(part[at] ?? '').slice(1)}${part.slice(at + 1)}`
            : part,
        ),
      ),
    );
    add(
      `segment ${index + 1}: upper case`,
      join(segments.map((part, other) => (other === index ? part.toUpperCase() : part))),
    );
    add(
      `segment ${index + 1}: NUL after it`,
      join(segments.map((part, other) => (other === index ? `${part}%00` : part))),
    );
    add(
      `segment ${index + 1}: a tab after it`,
      join(segments.map((part, other) => (other === index ? `${part}%09` : part))),
    );
  });
  for (let index = 1; index < segments.length; index += 1) {
    const before = join(segments.slice(0, index));
    const after = segments.slice(index).join('/');
    add(`slash ${index}: encoded %2F`, `${before}%2F${after}`);
    add(`slash ${index}: encoded %2f`, `${before}%2f${after}`);
    add(`slash ${index}: doubled`, `${before}//${after}`);
    add(`slash ${index}: a backslash`, `${before}\\${after}`);
    add(`slash ${index}: an encoded backslash`, `${before}%5C${after}`);
    add(`slash ${index}: a dot segment after it`, `${before}/./${after}`);
    add(`slash ${index}: a climb back after it`, `${before}/x/../${after}`);
    add(`slash ${index}: an encoded climb back after it`, `${before}/x/%2e%2e/${after}`);
  }
  add('a leading double slash', `/${path}`);
  add('a trailing slash', `${path}/`);
  add('a trailing dot segment', `${path}/.`);
  add('a matrix parameter', `${path};a=b`);
  add('every letter upper case', path.toUpperCase());
  add(
    'every letter percent-encoded',
    path.replace(/[A-Za-z]/g, (character) => percent(character)),
  );
  return variants;
}
