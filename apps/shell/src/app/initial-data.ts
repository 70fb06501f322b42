import type { SiteConfig } from '@parlay/contract';
import type { Dictionaries } from '../i18n/dictionaries.ts';

/** Where a part stands after the server render, as the client needs it to take over. */
export type ServerPartState =
  | { status: 'ready'; url: string; version: string; scriptsToLoad: string[]; cssHrefs: string[] }
  | { status: 'error'; url: string; httpStatus: number };

/** Data the server embeds in the page so the client fetches nothing again on start. */
export interface InitialData {
  language: string;
  theme: 0 | 1;
  dictionaries: Dictionaries;
  parts: Record<string, ServerPartState>;
  /** Build id of the shell the page was rendered with (update-available check). */
  buildId: string;
  /** The page language's site configuration: the browser does not fetch it again. */
  config: SiteConfig;
  availableParts: readonly string[];
  visitorCountry: string | null;
}

export const initialDataGlobal = '__PARLAY__';
