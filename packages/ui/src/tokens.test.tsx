import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { contrastRatio } from './lib/contrast.ts';

// Reads the real stylesheet, so a token edit that breaks contrast fails here, not in an audit.
const css = readFileSync(join(dirname(fileURLToPath(import.meta.url)), 'tokens.css'), 'utf8').replace(
  /\/\*[\s\S]*?\*\//g,
  '',
);

/** The declarations inside the first rule whose selector text ends with `selector`. */
function declarations(selector: string): Map<string, string> {
  const start = css.indexOf(`${selector} {`);
  if (start < 0) throw new Error(`No rule for ${selector}`);
  const open = css.indexOf('{', start);
  const body = css.slice(open + 1, css.indexOf('}', open));
  const map = new Map<string, string>();
  for (const match of body.matchAll(/(--pl-[\w-]+|color-scheme)\s*:\s*([^;]+);/g)) {
    map.set(match[1]!, match[2]!.trim());
  }
  return map;
}

const primitives = declarations(':root');
const themes = {
  light: declarations(':root[data-theme="light"]'),
  dark: declarations(':root[data-theme="dark"]'),
};

function resolve(theme: Map<string, string>, token: string): string {
  let value = theme.get(token) ?? primitives.get(token);
  for (let depth = 0; value?.startsWith('var('); depth++) {
    if (depth > 5) throw new Error(`Cyclic token ${token}`);
    const name = value.slice(4, -1).trim();
    value = theme.get(name) ?? primitives.get(name);
  }
  if (!value) throw new Error(`Unknown token ${token}`);
  return value;
}

// [foreground, backgrounds] pairs that carry text: WCAG 1.4.3 AA needs 4.5:1.
const textPairs: Array<[string, string[]]> = [
  [
    'text',
    ['bg', 'surface', 'surface-raised', 'surface-sunken', 'danger-bg', 'warning-bg', 'info-bg', 'success-bg'],
  ],
  ['text-muted', ['bg', 'surface', 'surface-raised', 'surface-sunken']],
  ['accent-fg', ['bg', 'surface', 'surface-raised']],
  ['link', ['bg', 'surface', 'surface-raised']],
  ['link-hover', ['bg', 'surface', 'surface-raised']],
  ['on-accent', ['accent', 'accent-hover', 'accent-active']],
  ['on-danger', ['danger', 'danger-hover']],
  ['on-brand-surface', ['brand-surface']],
  ['danger-text', ['bg', 'surface', 'surface-raised', 'danger-bg']],
  ['odds-up', ['surface', 'surface-raised', 'odds-up-bg']],
  ['odds-down', ['surface', 'surface-raised', 'odds-down-bg']],
  ['warning-text', ['warning-bg']],
  ['success-text', ['success-bg']],
  ['info-text', ['info-bg']],
];

// Non-text UI (input borders, focus ring on the page): WCAG 1.4.11 needs 3:1.
const uiPairs: Array<[string, string[]]> = [
  ['border-strong', ['bg', 'surface', 'surface-raised']],
  // The accent on the brand surface: the progress bar runs over the navy header.
  ['accent', ['brand-surface']],
  ['focus', ['bg', 'surface', 'surface-raised', 'brand-surface']],
];

describe.each(Object.entries(themes))('%s theme tokens', (_name, theme) => {
  it.each(textPairs)('text colour %s meets 4.5:1 on its backgrounds', (fg, bgs) => {
    for (const bg of bgs) {
      const ratio = contrastRatio(resolve(theme, `--pl-color-${fg}`), resolve(theme, `--pl-color-${bg}`));
      expect(ratio, `${fg} on ${bg}`).toBeGreaterThanOrEqual(4.5);
    }
  });

  it.each(uiPairs)('UI colour %s meets 3:1 on its backgrounds', (fg, bgs) => {
    for (const bg of bgs) {
      const ratio = contrastRatio(resolve(theme, `--pl-color-${fg}`), resolve(theme, `--pl-color-${bg}`));
      expect(ratio, `${fg} on ${bg}`).toBeGreaterThanOrEqual(3);
    }
  });
});

describe('theme blocks', () => {
  it('defines the same semantic tokens in light and dark', () => {
    expect([...themes.dark.keys()].sort()).toEqual([...themes.light.keys()].sort());
  });

  it('keeps the prefers-color-scheme fallback identical to data-theme="dark"', () => {
    expect(declarations(':root:not([data-theme])')).toEqual(themes.dark);
  });
});
