import type { Descriptor } from './descriptor.ts';

/**
 * What a part (micro-frontend) offers the shell and the server. A part knows nothing else of
 * its host: it gets a context, renders into the element it is given, and asks the shell to
 * navigate rather than touching history itself.
 */
/** The visitor's theme (appTheme of the user settings): 0 light, 1 dark. */
export type AppTheme = 0 | 1;

/** Cookie the shell keeps appTheme in, so the server renders the shell and the parts in it. */
export const appThemeCookie = 'app_theme';

/** The theme a cookie value stands for: dark only when it says so. */
export function parseAppTheme(value: string | undefined): AppTheme {
  return value === '1' ? 1 : 0;
}

export interface PartContext {
  /** Path and query of the page, language prefix included. */
  url: string;
  /** Two-letter language of the page. */
  language: string;
  /** The visitor's theme, for what a part cannot leave to the theme's CSS variables (images, canvases, embedded games). */
  theme: AppTheme;
}

export interface PartClientContext extends PartContext {
  /**
   * Who is signed in, as the shell knows it: the player's user id, null for a visitor (or while the
   * shell does not know yet). It changes without a page load — a sign-in through the shell's dialog,
   * a session the server ended — and `update` brings the new value, so a part follows the session
   * in place. The browser's only (the server render carries no session), and a hint for what to
   * show or ask: the server decides what the session may do.
   */
  userId: number | null;
  /** Client-side navigation through the shell. */
  navigate: (href: string) => void;
  /** A part-level error: the shell shows its error page with this status code. */
  reportError: (status: number) => void;
}

export interface PartInstance {
  /** The context changed (the theme, who is signed in) while the part stays mounted. */
  update: (context: PartClientContext) => void;
  unmount: () => void;
  /**
   * Settles once the part's server-rendered markup has hydrated and answers a person's clicks.
   * Absent: the part is taken as hydrated when `mount` returns.
   */
  hydrated?: Promise<void>;
}

/** The client entry of every part exports `mount`. */
export type MountPart = (element: HTMLElement, context: PartClientContext) => PartInstance;

/**
 * What a part's server render has besides the context: the site's HTTP API, reached by a path and
 * query (`/line-api/v1/sports?lang=en`) as any client reaches it — in-process for a part built here.
 */
export interface PartServerContext extends PartContext {
  /** The API as an anonymous client reads it: what any visitor's page may show, kept and shared (the line). */
  fetchApi: (path: string) => Promise<Response>;
  /**
   * The API as the visitor of the page reads it: the page request's cookies, its session among them,
   * go with the call. Only for a read of the visitor's own data (a player's coupon), never for what
   * `fetchApi` reads: such an answer is the player's alone (`no-store`), and so is a page made from it.
   */
  fetchApiAsVisitor: (path: string) => Promise<Response>;
}

export interface PartRender {
  /** Status the page should answer with (200, 404 when the part has no such page, 301 with `location`). */
  status: number;
  /** A redirect instead of a page (status 301 or 302): the path to go to (a page moved, a stale slug). */
  location?: string;
  title: string;
  head: string;
  html: string;
}

/** The server entry of every part exports `render`. */
export type RenderPart = (url: string, context: PartServerContext) => Promise<PartRender> | PartRender;

/** A descriptor obtained for one part and one URL, or why it could not be (status 504 timeout, 503 failure). */
export type PartResult =
  | { ok: true; status: number; version: string; descriptor: Descriptor; location?: string }
  | { ok: false; status: number };

/**
 * Header every descriptor response carries with the part's version: when it differs from the
 * version whose bundles a page loaded, the part was deployed since, and the shell loads the new one.
 */
export const partVersionHeader = 'x-part-version';

/** Element attribute marking a part's server-rendered root inside the descriptor body. */
export const partRootAttribute = 'data-part-root';
/** Element attribute of the JSON script carrying a part's state from server to client. */
export const partStateAttribute = 'data-part-state';
