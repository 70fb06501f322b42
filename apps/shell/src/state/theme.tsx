import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from 'react';

export type AppTheme = 0 | 1;
/** Cookie holding appTheme (0 light, 1 dark), so the server renders the right theme with no flash. */
export const themeCookie = 'app_theme';

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

export function parseTheme(value: string | undefined): AppTheme {
  return value === '1' ? 1 : 0;
}
