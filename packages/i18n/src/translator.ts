/** A dictionary: key → text with `{{name}}` placeholders; plural forms as `key_one`, `key_few`, … `key_other`. */
export type Dictionary = Readonly<Record<string, string>>;
export type TranslationValues = Readonly<Record<string, string | number>>;

export interface Translator {
  readonly language: string;
  /** The text of `key` in the language, else in the fallback, else the key itself (so a gap is visible, not blank). */
  t(key: string, values?: TranslationValues): string;
  has(key: string): boolean;
}

const placeholder = /\{\{\s*([\w.]+)\s*\}\}/g;

/**
 * Translates with the dictionaries of one language and a fallback language. A `count` value
 * picks the plural form by the language's CLDR rules (Intl.PluralRules), as i18next names them.
 */
export function createTranslator(
  language: string,
  dictionary: Dictionary,
  fallback: Dictionary = {},
): Translator {
  const plurals = new Intl.PluralRules(language);
  const lookup = (key: string): string | undefined => dictionary[key] ?? fallback[key];
  const resolve = (key: string, values?: TranslationValues): string | undefined => {
    const count = values?.count;
    if (typeof count === 'number') {
      const form = lookup(`${key}_${plurals.select(count)}`) ?? lookup(`${key}_other`);
      if (form !== undefined) return form;
    }
    return lookup(key);
  };
  return {
    language,
    has: (key) => lookup(key) !== undefined,
    t(key, values) {
      const text = resolve(key, values);
      if (text === undefined) return key;
      if (!values) return text;
      return text.replace(placeholder, (match, name: string) =>
        name in values ? String(values[name]) : match,
      );
    },
  };
}
