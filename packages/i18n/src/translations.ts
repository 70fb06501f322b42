import { createTranslator, type Dictionary, type Translator } from './translator.ts';

/** The dictionaries of one text collection, by language code. */
export type DictionarySet = Readonly<Record<string, Dictionary>>;

export interface Translations {
  /** The languages with a dictionary. */
  readonly languages: readonly string[];
  /**
   * The translator of a language; of the fallback language for one without a dictionary. A key a
   * dictionary lacks reads the fallback language's text.
   */
  translator(language: string): Translator;
}

/** Translators over a set of dictionaries (server-side texts: SEO, mails and SMS, demo pages). */
export function translationsOf(dictionaries: DictionarySet, fallbackLanguage = 'en'): Translations {
  const fallback = dictionaries[fallbackLanguage];
  if (fallback === undefined) throw new Error(`no dictionary for the fallback language ${fallbackLanguage}`);
  const translators = new Map(
    Object.entries(dictionaries).map(([language, dictionary]) => [
      language,
      createTranslator(language, dictionary, fallback),
    ]),
  );
  const fallbackTranslator = translators.get(fallbackLanguage) as Translator;
  return {
    languages: [...translators.keys()],
    translator: (language) => translators.get(language) ?? fallbackTranslator,
  };
}
