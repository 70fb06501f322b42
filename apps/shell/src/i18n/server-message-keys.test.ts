// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import enAuth from './dictionaries/en/auth.json' with { type: 'json' };
import enMain from './dictionaries/en/main.json' with { type: 'json' };

const serverSource = fileURLToPath(new URL('../../../server/src', import.meta.url));

/** The server's TypeScript, without tests, table definitions (their names share the prefixes) and migrations. */
function serverFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) return entry.name === 'migrations' ? [] : serverFiles(path);
    const source = entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts');
    return source && entry.name !== 'schema.ts' ? [path] : [];
  });
}

/**
 * Every `main_…`, `auth_…`, `captcha_…`, `wallet_…`, `sportsbook_…` and `coupon_error_…` literal: the
 * message keys of envelopes and of their fields. The limit service's `responsible_gaming_…` keys are
 * only shown by the office's limits pages, whose dictionaries carry them (parts/office message-keys test).
 */
function serverMessageKeys(): Map<string, string> {
  const keys = new Map<string, string>();
  for (const file of serverFiles(serverSource)) {
    for (const match of readFileSync(file, 'utf8').matchAll(
      /'((?:main|auth|captcha|wallet|sportsbook|coupon_error)_[a-z0-9_]+)'/g,
    )) {
      keys.set(match[1]!, relative(serverSource, file));
    }
  }
  return keys;
}

// The API client shows an envelope's messageKey (and its fields' keys) through the page's
// dictionaries, the sign-in dialogs' through 'auth' over them: a key missing there would read as the
// generic "Something went wrong". The key-set test carries these to the other five languages.
describe('message keys the server sends', () => {
  const keys = serverMessageKeys();

  it('are found in the server sources', () => {
    expect(keys.size).toBeGreaterThan(40);
    expect(keys.get('auth_error_token_expired')).toMatch(/identity/);
  });

  it('all have an English text in the shell dictionaries (main_… in main, the rest in main or auth)', () => {
    const main: Record<string, string> = enMain;
    const auth: Record<string, string> = enAuth;
    const missing = [...keys]
      .filter(([key]) => (key.startsWith('main_') ? !main[key] : !main[key] && !auth[key]))
      .map(([key, file]) => `${key} (${file})`);
    expect(missing).toEqual([]);
  });
});
