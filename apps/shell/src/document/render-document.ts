import type { ImportMap, SeoPageData } from '@parlay/contract';
import { serializeForScript } from './serialize.ts';

export interface DocumentParts {
  language: string;
  theme: 0 | 1;
  title: string;
  /** Null when a part's head carries the description. */
  description: string | null;
  /** The operator's SEO data of the page; error pages have none and are not indexed. */
  seo: SeoPageData | undefined;
  nonce: { script: string; style: string };
  importMap: ImportMap;
  /** Shell entry script (module) and the modules worth preloading. */
  entryScript: string;
  modulePreloads: readonly string[];
  /** JSON files the entry script fetches before it hydrates (the page's dictionaries). */
  fetchPreloads: readonly string[];
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

/** Robots, custom metas, the canonical link and the language and media alternates of a page. */
function seoHead(seo: SeoPageData | undefined): string[] {
  if (!seo) return ['<meta name="robots" content="noindex, nofollow">'];
  return [
    `<meta name="robots" content="${escapeHtml(seo.hierarchyMetaRobots || seo.metaRobots)}">`,
    ...seo.metas.map(
      (meta) => `<meta name="${escapeHtml(meta.name)}" content="${escapeHtml(meta.content)}">`,
    ),
    `<link rel="canonical" href="${escapeHtml(seo.canonical)}">`,
    ...seo.alternates.map(
      (link) =>
        `<link rel="alternate" hreflang="${escapeHtml(link.hreflang)}" href="${escapeHtml(link.href)}">`,
    ),
    ...seo.mediaAlternates.map(
      (link) => `<link rel="alternate" media="${escapeHtml(link.media)}" href="${escapeHtml(link.href)}">`,
    ),
  ];
}

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
    page.description === null ? '' : `<meta name="description" content="${escapeHtml(page.description)}">`,
    ...seoHead(page.seo),
    '<meta name="color-scheme" content="light dark">',
    '<link rel="icon" href="/assets/favicon.svg" type="image/svg+xml">',
    // Carries the style nonce for style blocks parts add later (seed descriptor `style`).
    `<style nonce="${escapeHtml(page.nonce.style)}" data-shell-style></style>`,
    `<script type="importmap" nonce="${nonce}">${serializeForScript(page.importMap)}</script>`,
    page.devHead ?? '',
    ...page.stylesheets.map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}">`),
    ...page.modulePreloads.map((href) => `<link rel="modulepreload" href="${escapeHtml(href)}">`),
    // crossorigin: the same request mode and credentials as the script's fetch, so it takes the preload.
    ...page.fetchPreloads.map(
      (href) => `<link rel="preload" href="${escapeHtml(href)}" as="fetch" crossorigin>`,
    ),
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
