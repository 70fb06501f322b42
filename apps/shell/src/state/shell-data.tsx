import type { ShellSession, SiteConfig } from '@parlay/contract';
import { createContext, type ReactNode, useContext } from 'react';

/** What the whole shell reads: the page language's configuration and the parts the server offers. */
export interface ShellData {
  config: SiteConfig;
  availableParts: readonly string[];
  buildId: string;
  /** The visitor's country when known from a trusted geo header, else null. */
  visitorCountry: string | null;
  /**
   * The session the page was rendered for (null: the server could not tell). Components read it
   * through `useSession`, which follows later changes in the browser.
   */
  session?: ShellSession | null;
  /** Offer Google One Tap (the site enables it and the server has Google configured). */
  oneTap?: boolean;
}

const ShellDataContext = createContext<ShellData | null>(null);

export function ShellDataProvider({ value, children }: { value: ShellData; children: ReactNode }) {
  return <ShellDataContext value={value}>{children}</ShellDataContext>;
}

export function useShellData(): ShellData {
  const value = useContext(ShellDataContext);
  if (!value) throw new Error('ShellDataProvider is missing');
  return value;
}
