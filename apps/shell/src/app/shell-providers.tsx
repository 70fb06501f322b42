import type { Translator } from '@parlay/i18n';
import type { ReactNode } from 'react';
import { TranslatorProvider } from '../i18n/use-translation.ts';
import { type PartsRuntime, PartsRuntimeProvider } from '../parts/parts-runtime.tsx';
import { type AppTheme, ThemeProvider } from './theme.tsx';

interface ShellProvidersProps {
  translator: Translator;
  theme: AppTheme;
  parts: PartsRuntime;
  children: ReactNode;
}

/** The providers around the router, identical on the server and in the browser. */
export function ShellProviders({ translator, theme, parts, children }: ShellProvidersProps) {
  return (
    <TranslatorProvider translator={translator}>
      <ThemeProvider initialTheme={theme}>
        <PartsRuntimeProvider runtime={parts}>{children}</PartsRuntimeProvider>
      </ThemeProvider>
    </TranslatorProvider>
  );
}
