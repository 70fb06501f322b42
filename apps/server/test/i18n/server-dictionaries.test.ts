import { dictionaryProblems, placeholderMismatches } from '@parlay/i18n';
import { readDictionaries } from '@parlay/i18n/files';
import { describe, expect, it } from 'vitest';
import { siteConfigSeed } from '../../src/modules/site-config/site-config-seed-data.ts';

/**
 * The server's own texts: SEO defaults, the SMS and emails of identity, the demo providers' pages,
 * the payment statuses of payments, the demo feed's names.
 */
const dictionaryFolders = {
  seo: '../../src/modules/seo/dictionaries/',
  identity: '../../src/modules/identity/dictionaries/',
  'demo-identity-provider': '../../src/modules/demo-identity-provider/dictionaries/',
  payments: '../../src/modules/payments/dictionaries/',
  'demo-payment-provider': '../../src/modules/demo-payment-provider/dictionaries/',
  'feed simulator': '../../src/modules/feed/simulator/dictionaries/',
};

/** The languages the site is configured in. */
const siteLanguages = [...siteConfigSeed.keys()];

describe.each(Object.entries(dictionaryFolders))('%s dictionaries', (_module, folder) => {
  const dictionaries = readDictionaries(new URL(folder, import.meta.url));
  const english = dictionaries.en ?? {};

  it('exist in every site language, and in no other', () => {
    expect(Object.keys(dictionaries).sort()).toEqual([...siteLanguages].sort());
  });

  it.each(siteLanguages)(
    '%s has exactly the keys of en, none empty, with the same placeholders',
    (language) => {
      const dictionary = dictionaries[language] ?? {};
      expect(dictionaryProblems(english, dictionary)).toEqual({ missing: [], extra: [], empty: [] });
      expect(placeholderMismatches(english, dictionary)).toEqual([]);
    },
  );
});
