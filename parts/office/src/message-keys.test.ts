// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import en from './dictionaries/en.json' with { type: 'json' };
import { paymentOutcomes } from './office-view.ts';

const dictionary: Record<string, string> = en;
const here = fileURLToPath(new URL('.', import.meta.url));
const serverModules = fileURLToPath(new URL('../../../apps/server/src/modules', import.meta.url));
const domainLimits = fileURLToPath(new URL('../../../packages/domain/src/limits', import.meta.url));

function sources(directory: string, test: (name: string) => boolean): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) return sources(path, test);
    return test(entry.name) ? [readFileSync(path, 'utf8')] : [];
  });
}

const literals = (texts: string[], pattern: RegExp) =>
  [
    ...new Set(texts.flatMap((text) => [...text.matchAll(pattern)].map((match) => match[1] as string))),
  ].sort();

describe('office message keys', () => {
  it('has a text for every key its pages name', () => {
    const pages = sources(here, (name) => /\.tsx?$/.test(name) && !name.includes('.test.'));
    const named = literals(pages, /'(office_[a-z0-9_-]+)'/g);
    expect(named.length).toBeGreaterThan(80);
    expect(named.filter((key) => !dictionary[key])).toEqual([]);
  });

  it('has every result page’s title and text, for each payment status and outcome', () => {
    const statuses = ['created', 'pending', 'processing', ...paymentOutcomes];
    const missing = ['deposit', 'withdrawal'].flatMap((kind) =>
      statuses.flatMap((status) =>
        ['title', 'text']
          .map((part) => `office_result_${kind}_${status}_${part}`)
          .filter((key) => !dictionary[key]),
      ),
    );
    expect(missing).toEqual([]);
  });

  // The wallet and payments calls answer with these keys (the envelope's and its fields'): a key
  // missing here would read as "Something went wrong" on the office's pages.
  it('has a text for every key the wallet and payments calls answer a player with', () => {
    const server = sources(serverModules, (name) => name.endsWith('.ts') && name !== 'schema.ts');
    const keys = literals(
      server,
      /'(wallet_(?:error_[a-z_]+|currency_added|currency_removed|account_activated)|main_payment_error_(?!webhook)[a-z_]+)'/g,
    );
    expect(keys.length).toBeGreaterThan(10);
    expect(keys.filter((key) => !dictionary[key])).toEqual([]);
  });

  // The limit service answers with these keys (refusals, and the questions and reasons it names by
  // key): the limits page shows them, so each needs a text here.
  it('has a text for every key the limit service answers a player with', () => {
    const texts = [
      ...sources(join(serverModules, 'limits'), (name) => name.endsWith('.ts')),
      ...sources(domainLimits, (name) => name.endsWith('.ts') && !name.includes('.test.')),
    ];
    const keys = literals(texts, /'(responsible_gaming_(?:error|question|answer|reason)_[a-z_]+)'/g);
    expect(keys.length).toBeGreaterThan(15);
    expect(keys.filter((key) => !dictionary[key])).toEqual([]);
  });
});
