import type { DictionaryId } from './dictionaries.ts';
import type { DictionaryFiles } from './dictionary-files.ts';

/**
 * Every dictionary as a file of its own the build emits with its content hash in the name: served
 * as immutable, cached by the browser across pages and deploys that leave it unchanged.
 */
const urls = import.meta.glob<string>('./dictionaries/*/*.json', {
  query: '?url&no-inline',
  import: 'default',
  eager: true,
});

export const dictionaryFiles: DictionaryFiles = {};
for (const [file, url] of Object.entries(urls)) {
  const [, language, id] = /^\.\/dictionaries\/([^/]+)\/([^/]+)\.json$/.exec(file) ?? [];
  if (language && id) dictionaryFiles[language] = { ...dictionaryFiles[language], [id as DictionaryId]: url };
}
