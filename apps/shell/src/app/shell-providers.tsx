import type { ReactNode } from 'react';
import { AuthModalsSlot } from '../auth/auth-modals-slot.tsx';
import { type Translations, TranslatorProvider } from '../i18n/use-translation.ts';
import { type PartsRuntime, PartsRuntimeProvider } from '../parts/parts-runtime.tsx';
import { ShellHydrationMarker } from '../state/hydration-marker.tsx';
import { type ShellData, ShellDataProvider } from '../state/shell-data.tsx';
import { type AppTheme, ThemeProvider } from '../state/theme.tsx';

interface ShellProvidersProps {
  translations: Translations;
  theme: AppTheme;
  parts: PartsRuntime;
  shellData: ShellData;
  children: ReactNode;
}

/** The providers around the router, identical on the server and in the browser. */
export function ShellProviders({ translations, theme, parts, shellData, children }: ShellProvidersProps) {
  return (
    <ShellDataProvider value={shellData}>
      <TranslatorProvider translations={translations}>
        <ThemeProvider initialTheme={theme}>
          <PartsRuntimeProvider runtime={parts}>
            {children}
            <AuthModalsSlot />
            <ShellHydrationMarker />
          </PartsRuntimeProvider>
        </ThemeProvider>
      </TranslatorProvider>
    </ShellDataProvider>
  );
}
