import { z } from 'zod';
import type { PartResult } from '../parts/part-runtime.ts';
import type { SeoPageData } from '../seo/seo.ts';
import type { SiteConfig } from '../site-config/site-config.ts';

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

/**
 * The visitor's session as the shell renders it (the same facts as `GET /web-api/user/check`):
 * embedded in the page for the browser, so nothing but the CSRF token (meant for scripts) is secret.
 */
export interface ShellSession {
  /** Null for an anonymous visitor. */
  userId: number | null;
  login: string | null;
  banLevel: number;
  banVersion: number;
  termsChanged: boolean;
  /** The session's CSRF token (also in the parlay_csrf cookie); null when signed out. */
  csrfToken: string | null;
  /** Minutes without activity before the browser signs the player out; null when auto-logoff is off. */
  autoLogoffMinutes: number | null;
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
  /** The request's signed-in session, or null for an anonymous visitor; absent where no identity module runs. */
  getSession?(): Promise<ShellSession | null>;
  /** The visitor's country when a trusted proxy said it (geo header); null when unknown. */
  visitorCountry: string | null;
  /** Production: Secure cookies. */
  production: boolean;
  /** The /debugger page (the message outbox) is served (env DEBUGGER_ENABLED). */
  debuggerEnabled: boolean;
  /** CSP nonces of this response. */
  nonce: { script: string; style: string };
  importMap: ImportMap;
  shellAssets: { entryScript: string; modulePreloads: readonly string[]; stylesheets: readonly string[] };
  buildId: string;
  /** Development only: markup the dev server needs first in the head (its client, Fast Refresh). */
  devHead?: string;
}

/** Sources a page adds to a Content-Security-Policy directive (e.g. Google's One Tap script, only where it runs). */
export type CspAdditions = Partial<
  Record<'script-src' | 'connect-src' | 'frame-src' | 'style-src', string[]>
>;

/**
 * The request's cookies and headers an answer was made from, besides its URL and what the server
 * supplied (the session, the visitor's country, the services' data): another request that agrees on
 * them gets the same answer. Null when no other request may (a part failed to render).
 */
export type ShellReuse = { cookies: string[]; headers: string[] } | null;

export type ShellResponse =
  | { kind: 'redirect'; status: number; location: string; setCookies: string[]; reusableWhen: ShellReuse }
  | {
      kind: 'page';
      status: number;
      html: string;
      setCookies: string[];
      cspAdditions?: CspAdditions;
      reusableWhen: ShellReuse;
    };

/** The shell's server entry exports `render`. */
export type RenderShell = (request: ShellRequest, services: ShellServices) => Promise<ShellResponse>;

/** `GET /bff-api/app/version`: the build the server renders now. */
export const appVersionSchema = z.object({ buildId: z.string().min(1) });
export type AppVersion = z.infer<typeof appVersionSchema>;
