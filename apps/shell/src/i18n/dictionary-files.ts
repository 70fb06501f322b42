import { type Dictionaries, type Dictionary, type DictionaryId, dictionaryLoader } from './dictionaries.ts';

/** Where dictionaries' files are served: language → id → URL (content-hashed, immutable). */
export type DictionaryFiles = Record<string, Partial<Record<DictionaryId, string>>>;

/**
 * The browser's way to dictionaries: each fetched from its file. The page names the files of its own
 * dictionaries; the list of all the others is a chunk loaded when one of them is first needed.
 */
export function dictionaryFetcher(pageFiles: DictionaryFiles) {
  const fetchDictionary = async (language: string, id: DictionaryId): Promise<Dictionary> => {
    const url =
      pageFiles[language]?.[id] ??
      (await import('./dictionary-file-urls.ts')).dictionaryFiles[language]?.[id];
    if (!url) throw new Error(`no dictionary ${id} for ${language}`);
    const response = await fetch(url);
    if (!response.ok) throw new Error(`dictionary ${id} for ${language}: HTTP ${response.status}`);
    return (await response.json()) as Dictionary;
  };
  return {
    fetchDictionaries: dictionaryLoader(fetchDictionary),
    /** The page's own dictionaries (preloaded by its head). */
    async fetchPageDictionaries(): Promise<Dictionaries> {
      const dictionaries: Dictionaries = {};
      await Promise.all(
        Object.entries(pageFiles).flatMap(([language, files]) =>
          Object.keys(files).map(async (id) => {
            const dictionary = await fetchDictionary(language, id as DictionaryId);
            dictionaries[language] = { ...dictionaries[language], [id]: dictionary };
          }),
        ),
      );
      return dictionaries;
    },
  };
}
