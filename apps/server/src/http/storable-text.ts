/**
 * Text PostgreSQL cannot keep in a text column: NUL, and a UTF-16 surrogate without its pair
 * (which has no UTF-8 form). Any such string reaching a query fails it, so input carrying one is
 * refused where it enters.
 */
const loneSurrogate = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export function isStorableText(text: string): boolean {
  return !text.includes('\u0000') && !loneSurrogate.test(text);
}

/** The message key of a field refused for such characters. */
export const invalidCharactersMessageKey = 'main_validation_invalid_characters';

/**
 * The paths (`items.0.name`, `to`) of the strings in a parsed request part that carry unstorable
 * characters; a key carrying them names the object that holds it, and `part` names the part itself.
 * Walked without recursion: a body may be nested as deep as its size allows.
 */
export function unstorableTextPaths(value: unknown, part: string): string[] {
  const found = new Set<string>();
  const pending: { node: unknown; path: string | undefined }[] = [{ node: value, path: undefined }];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const { node, path } = next;
    if (typeof node === 'string') {
      if (!isStorableText(node)) found.add(path ?? part);
    } else if (typeof node === 'object' && node !== null) {
      for (const [key, child] of Object.entries(node)) {
        if (!isStorableText(key)) found.add(path ?? part);
        else pending.push({ node: child, path: path === undefined ? key : `${path}.${key}` });
      }
    }
  }
  return [...found];
}
