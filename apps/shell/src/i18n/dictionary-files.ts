import { type Dictionaries, type Dictionary, type DictionaryId, dictionaryLoader } from './dictionaries.ts';

/**
 * Every dictionary as a file of its own the build emits with its content hash in the name: served
 * as immutable, cached by the browser across pages and deploys that leave it unchanged.
 */
const fileUrls = import.meta.glob<string>('./dictionaries/*/*.json', {
  query: '?url&no-inline',
  import: 'default',
  eager: true,
});

export function dictionaryFileUrl(language: string, id: DictionaryId): string {
  const url = fileUrls[`./dictionaries/${language}/${id}.json`];
  if (!url) throw new Error(`no dictionary ${id} for ${language}`);
  return url;
}

async function fetchDictionary(language: string, id: DictionaryId): Promise<Dictionary> {
  const response = await fetch(dictionaryFileUrl(language, id));
  if (!response.ok) throw new Error(`dictionary ${id} for ${language}: HTTP ${response.status}`);
  return (await response.json()) as Dictionary;
}

/** The browser's loader: each dictionary fetched from its file. */
export const fetchDictionaries = dictionaryLoader(fetchDictionary);

/** The dictionaries a page was rendered with (language → ids), fetched from their files (preloaded by the page). */
export async function fetchPageDictionaries(
  ids: Readonly<Record<string, readonly DictionaryId[]>>,
): Promise<Dictionaries> {
  const dictionaries: Dictionaries = {};
  await Promise.all(
    Object.entries(ids).flatMap(([language, list]) =>
      list.map(async (id) => {
        const dictionary = await fetchDictionary(language, id);
        dictionaries[language] = { ...dictionaries[language], [id]: dictionary };
      }),
    ),
  );
  return dictionaries;
}
