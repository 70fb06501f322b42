/** Dictionary ids the shell's routes name in their meta (`handle.dictionaries`); 'auth' comes with the dialogs' chunk. */
export const dictionaryIds = ['main', 'routes', 'pages', 'auth'] as const;
export type DictionaryId = (typeof dictionaryIds)[number];
export type Dictionary = Record<string, string>;
/** language → dictionary id → dictionary. */
export type Dictionaries = Record<string, Partial<Record<DictionaryId, Dictionary>>>;

const files = import.meta.glob<{ default: Dictionary }>('./dictionaries/*/*.json');

/** Loads the named dictionaries of one language (server: from the bundle; English filled in as fallback). */
export async function loadDictionaries(
  language: string,
  ids: readonly DictionaryId[],
): Promise<Dictionaries> {
  const result: Dictionaries = {};
  for (const lang of new Set([language, 'en'])) {
    const entries = await Promise.all(
      ids.map(async (id) => {
        const load = files[`./dictionaries/${lang}/${id}.json`];
        if (!load) throw new Error(`no dictionary ${id} for ${lang}`);
        return [id, (await load()).default] as const;
      }),
    );
    result[lang] = Object.fromEntries(entries);
  }
  return result;
}
