import type { ShellSession, SiteConfig } from '@parlay/contract';
import type { DictionaryFiles } from '../i18n/dictionary-files.ts';

/** Where a part stands after the server render, as the client needs it to take over. */
export type ServerPartState =
  | { status: 'ready'; url: string; version: string; scriptsToLoad: string[]; cssHrefs: string[] }
  | { status: 'error'; url: string; httpStatus: number };

/** Data the server embeds in the page so the client fetches nothing again on start but the page's dictionaries. */
export interface InitialData {
  language: string;
  theme: 0 | 1;
  /** The files of the dictionaries the page was rendered with: preloaded, fetched before hydrating. */
  dictionaries: DictionaryFiles;
  parts: Record<string, ServerPartState>;
  /** Build id of the shell the page was rendered with (update-available check). */
  buildId: string;
  /** The page language's site configuration: the browser does not fetch it again. */
  config: SiteConfig;
  availableParts: readonly string[];
  visitorCountry: string | null;
  /** The session the page was rendered for; null when the server could not read it (no identity module). */
  session: ShellSession | null;
  /** Offer Google One Tap on this page: the site enables it, Google is configured, nobody is signed in. */
  oneTap: boolean;
  /** The /debugger page is served on this site (navigation checks in the browser). */
  debuggerEnabled: boolean;
}

export const initialDataGlobal = '__PARLAY__';
