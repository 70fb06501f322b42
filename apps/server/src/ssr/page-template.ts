import { randomBytes } from 'node:crypto';
import type { ShellServices } from '@parlay/contract';
import { fillGzipTemplate, type GzipTemplate, gzipTemplate } from './gzip-template.ts';

type Nonces = ShellServices['nonce'];
type NonceKind = keyof Nonces;

/**
 * What a page meant for more than one response is rendered with instead of a response's CSP
 * nonces: letters and digits only, so HTML escaping leaves them as they are, and drawn at start,
 * so no text of a page can hold one.
 */
export const noncePlaceholders: Nonces = {
  script: `parlayscriptnonce${randomBytes(12).toString('hex')}`,
  style: `parlaystylenonce${randomBytes(12).toString('hex')}`,
};

const placeholderPattern = new RegExp(`${noncePlaceholders.script}|${noncePlaceholders.style}`, 'g');

/**
 * A page rendered once with its nonces left out, as bytes and gzip-compressed: every response
 * gets its own nonces put in, without rendering or compressing again.
 */
export interface PageTemplate {
  /** The page's bytes around the nonces. */
  readonly pieces: readonly Buffer[];
  /** Which nonce goes between piece i and piece i + 1. */
  readonly holes: readonly NonceKind[];
  readonly gzip: GzipTemplate;
  /** Bytes kept (both forms), for the cache's budget. */
  readonly size: number;
}

/** The template of a page rendered with `noncePlaceholders`. */
export function pageTemplate(html: string): PageTemplate {
  const pieces: Buffer[] = [];
  const holes: NonceKind[] = [];
  let start = 0;
  for (const match of html.matchAll(placeholderPattern)) {
    pieces.push(Buffer.from(html.slice(start, match.index)));
    holes.push(match[0] === noncePlaceholders.script ? 'script' : 'style');
    start = match.index + match[0].length;
  }
  pieces.push(Buffer.from(html.slice(start)));
  const gzip = gzipTemplate(pieces);
  const size =
    pieces.reduce((total, piece) => total + piece.length, 0) +
    gzip.deflated.reduce((total, piece) => total + piece.length, 0);
  return { pieces, holes, gzip, size };
}

const fillsOf = (template: PageTemplate, nonces: Nonces) => {
  const bytes = { script: Buffer.from(nonces.script), style: Buffer.from(nonces.style) };
  return template.holes.map((hole) => bytes[hole]);
};

/** The page with these nonces. */
export function fillPage(template: PageTemplate, nonces: Nonces): Buffer {
  const fills = fillsOf(template, nonces);
  return Buffer.concat(
    template.pieces.flatMap((piece, index) => (index === 0 ? [piece] : [fills[index - 1]!, piece])),
  );
}

/** The page with these nonces, gzip-compressed. */
export function fillPageGzip(template: PageTemplate, nonces: Nonces): Buffer {
  return fillGzipTemplate(template.gzip, fillsOf(template, nonces));
}
