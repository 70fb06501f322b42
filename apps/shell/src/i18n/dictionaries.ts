/** Dictionary ids the shell's routes name in their meta (`handle.dictionaries`); 'auth' comes with the dialogs' chunk. */
export const dictionaryIds = ['main', 'routes', 'pages', 'auth'] as const;
export type DictionaryId = (typeof dictionaryIds)[number];
export type Dictionary = Record<string, string>;
/** language → dictionary id → dictionary. */
export type Dictionaries = Record<string, Partial<Record<DictionaryId, Dictionary>>>;

/** Reads one dictionary of one language; rejects when there is none. */
export type DictionaryReader = (language: string, id: DictionaryId) => Promise<Dictionary>;

/** Loads the named dictionaries of one language, English filled in as fallback. */
export type LoadDictionaries = (language: string, ids: readonly DictionaryId[]) => Promise<Dictionaries>;

/** The loader over one way of reading a dictionary: from the bundle (server, tests) or its file (browser). */
export function dictionaryLoader(read: DictionaryReader): LoadDictionaries {
  return async (language, ids) => {
    const languages = [...new Set([language, 'en'])];
    const loaded = await Promise.all(
      languages.map(async (lang) => {
        const entries = await Promise.all(ids.map(async (id) => [id, await read(lang, id)] as const));
        return [lang, Object.fromEntries(entries)] as const;
      }),
    );
    return Object.fromEntries(loaded);
  };
}
