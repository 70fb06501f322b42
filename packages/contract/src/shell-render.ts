import type { PartResult } from './part-runtime.ts';

/** The import map the server emits first in every page's head. */
export interface ImportMap {
  imports: Record<string, string>;
}

/** How the server-side shell obtains a part's descriptor (the server supplies it, with its timeout). */
export type FetchPart = (name: string, url: string, language: string) => Promise<PartResult>;

/** What the server hands the shell's server entry for one page. */
export interface ShellRequest {
  /** Absolute URL of the page. */
  url: string;
  headers: Headers;
}

export interface ShellServices {
  fetchPart: FetchPart;
  /** CSP nonces of this response. */
  nonce: { script: string; style: string };
  importMap: ImportMap;
  shellAssets: { entryScript: string; modulePreloads: readonly string[]; stylesheets: readonly string[] };
  buildId: string;
  /** Development only: markup the dev server needs first in the head (its client, Fast Refresh). */
  devHead?: string;
}

export type ShellResponse =
  | { kind: 'redirect'; status: number; location: string }
  | { kind: 'page'; status: number; html: string };

/** The shell's server entry exports `render`. */
export type RenderShell = (request: ShellRequest, services: ShellServices) => Promise<ShellResponse>;
