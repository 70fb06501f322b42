import { Button } from '@parlay/ui';
import { useTranslation } from '../i18n/use-translation.ts';

/** The page's texts could not be loaded (seed 001 §8 main_dictionary_load_error): offer a reload. */
export function DictionaryErrorPage() {
  const { t } = useTranslation();
  return (
    <section className="shell-status-page" role="alert">
      <p>{t('main_dictionary_load_error')}</p>
      <Button onClick={() => window.location.reload()}>{t('dictionary_reload')}</Button>
    </section>
  );
}
