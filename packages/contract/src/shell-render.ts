import { z } from 'zod';
import type { PartResult } from './part-runtime.ts';
import type { SeoPageData } from './seo.ts';
import type { SiteConfig } from './site-config.ts';

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
  /** Parts the server can render (a route whose part is not among them shows its section page). */
  availableParts: readonly string[];
  /** The configuration of a language the site has; rejects for one it has not. */
  getSiteConfig(language: string): Promise<SiteConfig>;
  /** The redirect service, in-process (seed 001 §7 redirect-light). */
  resolveRedirect?(url: string): Promise<{ redirect: boolean; code: number | null; url: string }>;
  /** The block check, in-process (seed 001 §7 block). */
  checkBlock?(input: {
    auth: boolean;
    url: string;
  }): Promise<{ displayTypeId: number; templateTypeId: number }>;
  /** SEO page data of a route in a language at a path (head: title, robots, canonical, hreflang). */
  seoPageData?(input: { route: string; lang: string; path: string }): Promise<SeoPageData | undefined>;
  /** The visitor's country when a trusted proxy said it (geo header); null when unknown. */
  visitorCountry: string | null;
  /** Production: no debugger page, Secure cookies. */
  production: boolean;
  /** CSP nonces of this response. */
  nonce: { script: string; style: string };
  importMap: ImportMap;
  shellAssets: { entryScript: string; modulePreloads: readonly string[]; stylesheets: readonly string[] };
  buildId: string;
  /** Development only: markup the dev server needs first in the head (its client, Fast Refresh). */
  devHead?: string;
}

export type ShellResponse =
  | { kind: 'redirect'; status: number; location: string; setCookies: string[] }
  | { kind: 'page'; status: number; html: string; setCookies: string[] };

/** The shell's server entry exports `render`. */
export type RenderShell = (request: ShellRequest, services: ShellServices) => Promise<ShellResponse>;

/** `GET /bff-api/app/version`: the build the server renders now. */
export const appVersionSchema = z.object({ buildId: z.string().min(1) });
export type AppVersion = z.infer<typeof appVersionSchema>;
