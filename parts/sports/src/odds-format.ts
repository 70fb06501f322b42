import { formatOddsAs, type OddsFormat, oddsFormatIds, oddsFormatOf, oddsFrom } from '@parlay/domain';
import { useSyncExternalStore } from 'react';

/** Where the player's choice is remembered (its coefViewId, ARCHITECTURE decision 6). */
const storageKey = 'parlay.coefViewId';
const changeEvent = 'parlay:odds-format';

export const oddsFormats = Object.keys(oddsFormatIds) as OddsFormat[];

function storedFormat(): OddsFormat {
  try {
    const stored = localStorage.getItem(storageKey);
    return (stored === null ? undefined : oddsFormatOf(Number(stored))) ?? 'decimal';
  } catch {
    return 'decimal';
  }
}

function subscribe(listener: () => void): () => void {
  window.addEventListener(changeEvent, listener);
  window.addEventListener('storage', listener);
  return () => {
    window.removeEventListener(changeEvent, listener);
    window.removeEventListener('storage', listener);
  };
}

/**
 * The odds format the player chose, remembered in this browser; decimal in the server render (and
 * so at hydration), the chosen one right after.
 */
export function useOddsFormat(): OddsFormat {
  return useSyncExternalStore(subscribe, storedFormat, () => 'decimal');
}

export function chooseOddsFormat(format: OddsFormat): void {
  try {
    localStorage.setItem(storageKey, String(oddsFormatIds[format]));
  } catch {
    // Storage refused (private mode): the choice lasts this page.
  }
  window.dispatchEvent(new Event(changeEvent));
}

/** Decimal odds (1.85) as the format writes them. */
export function formatCoef(coef: number, format: OddsFormat): string {
  if (!(coef > 1)) return '1.00';
  return formatOddsAs(oddsFrom(coef), format);
}
