// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import en from './dictionaries/en.json' with { type: 'json' };

const dictionary: Record<string, string> = en;
const couponModule = fileURLToPath(new URL('../../../apps/server/src/modules/coupon', import.meta.url));

function sources(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) return sources(path);
    return entry.name.endsWith('.ts') ? [readFileSync(path, 'utf8')] : [];
  });
}

describe('sports message keys', () => {
  // The coupon's calls (place, calculate, draft) answer with these keys: the coupon shows them, so a
  // key missing here reads as the key itself, or at best as "Something went wrong".
  it('has a text for every key the coupon calls answer a player with, and for the generic failure', () => {
    const keys = [
      ...new Set(
        sources(couponModule).flatMap((text) =>
          [...text.matchAll(/'(main_bet_error_[a-z_]+)'/g)].map((match) => match[1] as string),
        ),
      ),
    ];
    expect(keys.length).toBeGreaterThan(20);
    expect([...keys, 'main_query_error'].filter((key) => !dictionary[key])).toEqual([]);
  });
});
