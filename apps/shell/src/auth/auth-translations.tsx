import { createTranslator, type Dictionary, type Translator } from '@parlay/i18n';
import { type ReactNode, use, useMemo } from 'react';
import type { LoadDictionaries } from '../i18n/dictionaries.ts';
import { TranslatorProvider, useTranslation } from '../i18n/use-translation.ts';

const loading = new Map<string, Promise<Translator>>();

/** The 'auth' dictionary of a language over English, fetched once per language. */
function authTranslator(language: string, loadDictionaries: LoadDictionaries): Promise<Translator> {
  let pending = loading.get(language);
  if (!pending) {
    pending = loadDictionaries(language, ['auth']).then((loaded) =>
      createTranslator(language, loaded[language]?.auth ?? {}, (loaded.en?.auth ?? {}) as Dictionary),
    );
    // A failed fetch (offline) must not stick: the next dialog opening tries again.
    pending.catch(() => loading.delete(language));
    loading.set(language, pending);
  }
  return pending;
}

/**
 * The dialogs' texts: the 'auth' dictionary (loaded with the dialogs, not with the page) layered
 * over the page's dictionaries, which keep answering the shared keys (main_query_error…).
 * Suspends until the dictionary is there.
 */
export function AuthTranslations({ children }: { children: ReactNode }) {
  const page = useTranslation();
  const auth = use(authTranslator(page.language, page.loadDictionaries));
  const translations = useMemo(() => {
    const translator: Translator = {
      language: page.language,
      has: (key) => auth.has(key) || page.t(key) !== key,
      t: (key, values) => (auth.has(key) ? auth.t(key, values) : page.t(key, values)),
    };
    return { translator, translatorFor: () => translator, loadDictionaries: page.loadDictionaries };
  }, [auth, page.t, page.language, page.loadDictionaries]);
  return <TranslatorProvider translations={translations}>{children}</TranslatorProvider>;
}
