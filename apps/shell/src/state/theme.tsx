import { type AppTheme, appThemeCookie, parseAppTheme } from '@parlay/contract/part-runtime';
import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from 'react';

export type { AppTheme };
/** Cookie holding appTheme, so the server renders the right theme (shell and parts) with no flash. */
export const themeCookie = appThemeCookie;

interface ThemeState {
  theme: AppTheme;
  setTheme: (theme: AppTheme) => void;
}

const ThemeContext = createContext<ThemeState | null>(null);

export function ThemeProvider({ initialTheme, children }: { initialTheme: AppTheme; children: ReactNode }) {
  const [theme, setThemeState] = useState<AppTheme>(initialTheme);
  const setTheme = useCallback((next: AppTheme) => {
    setThemeState(next);
    document.documentElement.dataset.theme = next === 1 ? 'dark' : 'light';
    // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every supported browser yet
    document.cookie = `${themeCookie}=${next}; path=/; max-age=31536000; samesite=lax`;
  }, []);
  const value = useMemo(() => ({ theme, setTheme }), [theme, setTheme]);
  return <ThemeContext value={value}>{children}</ThemeContext>;
}

function useThemeState(): ThemeState {
  const state = useContext(ThemeContext);
  if (!state) throw new Error('ThemeProvider is missing');
  return state;
}

export const useTheme = (): AppTheme => useThemeState().theme;
export const useSetTheme = (): ((theme: AppTheme) => void) => useThemeState().setTheme;

export const parseTheme = parseAppTheme;
