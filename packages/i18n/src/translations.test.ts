import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { readDictionaries } from './dictionary-files.ts';
import { translationsOf } from './translations.ts';

describe('translationsOf', () => {
  const translations = translationsOf({
    en: { subject: 'Sign-in code', text: 'Your code: {{code}}' },
    ru: { subject: 'Код для входа' },
  });

  it('translates in each language, a missing key in the fallback language', () => {
    const ru = translations.translator('ru');
    expect(ru.t('subject')).toBe('Код для входа');
    expect(ru.t('text', { code: '1234' })).toBe('Your code: 1234');
  });

  it('answers a language without a dictionary in the fallback language', () => {
    expect(translations.translator('de').t('subject')).toBe('Sign-in code');
    expect(translations.languages).toEqual(['en', 'ru']);
  });

  it('needs a dictionary of the fallback language', () => {
    expect(() => translationsOf({ ru: {} })).toThrow('fallback language en');
  });
});

describe('readDictionaries', () => {
  let folder: string | undefined;
  afterEach(async () => {
    if (folder) await rm(folder, { recursive: true, force: true });
  });

  const folderWith = async (files: Record<string, string>) => {
    folder = await mkdtemp(join(tmpdir(), 'parlay-dictionaries-'));
    for (const [name, text] of Object.entries(files)) await writeFile(join(folder, name), text);
    return pathToFileURL(`${folder}/`);
  };

  it('reads one dictionary per <language>.json, and nothing else of the folder', async () => {
    const url = await folderWith({ 'en.json': '{"a":"A"}', 'ru.json': '{"a":"А"}', 'notes.md': '#' });
    expect(readDictionaries(url)).toEqual({ en: { a: 'A' }, ru: { a: 'А' } });
  });

  it('refuses a file that is not an object of texts, naming it', async () => {
    const url = await folderWith({ 'en.json': '{"a":{"nested":"no"}}' });
    expect(() => readDictionaries(url)).toThrow('en.json');
  });
});
