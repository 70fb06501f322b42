import type { ImportMap } from '@parlay/contract';
import { serializeForScript } from './serialize.ts';

export interface DocumentParts {
  language: string;
  theme: 0 | 1;
  title: string;
  description: string;
  nonce: { script: string; style: string };
  importMap: ImportMap;
  /** Shell entry script (module) and the modules worth preloading. */
  entryScript: string;
  modulePreloads: readonly string[];
  stylesheets: readonly string[];
  /** Head snippets of the page's parts, from their descriptors. */
  partHeads: readonly string[];
  appHtml: string;
  /** Development only: the dev server's head markup. */
  devHead?: string;
  /** Globals the client reads on start: name → value. */
  globals: Record<string, unknown>;
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The whole HTML document. The import map comes first: module scripts and preloads depend on it. */
export function renderDocument(page: DocumentParts): string {
  const nonce = escapeHtml(page.nonce.script);
  const globals = Object.entries(page.globals)
    .map(([name, value]) => `window.${name}=${serializeForScript(value)};`)
    .join('');
  return [
    '<!doctype html>',
    `<html lang="${escapeHtml(page.language)}" data-theme="${page.theme === 1 ? 'dark' : 'light'}">`,
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(page.title)}</title>`,
    `<meta name="description" content="${escapeHtml(page.description)}">`,
    '<meta name="color-scheme" content="light dark">',
    '<link rel="icon" href="/assets/favicon.svg" type="image/svg+xml">',
    // Carries the style nonce for style blocks parts add later (seed descriptor `style`).
    `<style nonce="${escapeHtml(page.nonce.style)}" data-shell-style></style>`,
    `<script type="importmap" nonce="${nonce}">${serializeForScript(page.importMap)}</script>`,
    page.devHead ?? '',
    ...page.stylesheets.map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}">`),
    ...page.modulePreloads.map((href) => `<link rel="modulepreload" href="${escapeHtml(href)}">`),
    ...page.partHeads,
    '</head>',
    '<body>',
    `<div id="root">${page.appHtml}</div>`,
    `<script nonce="${nonce}">${globals}</script>`,
    `<script type="module" nonce="${nonce}" src="${escapeHtml(page.entryScript)}"></script>`,
    '</body>',
    '</html>',
  ].join('');
}
