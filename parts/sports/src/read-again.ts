import { browserLineReads } from '@parlay/client';
import type { SiteLanguageCode } from '@parlay/domain';
import { loadHome } from './load-home.ts';
import type { SportsState, SportsView } from './sports-view.ts';

/**
 * The view read again over HTTP, when the live feed asks for it (after hydration: this module and
 * the HTTP client load then, not with the entry). The home page's own reader is a few lines; every
 * other page loads the reader of every URL.
 */
export async function readAgain(state: SportsState, url: string): Promise<SportsView | null> {
  const line = browserLineReads();
  if (state.view.kind === 'home') return (await loadHome(state.language as SiteLanguageCode, line)).view;
  const { loadView } = await import('./load-view.ts');
  const loaded = await loadView(url, line);
  return 'view' in loaded ? loaded.view : null;
}
