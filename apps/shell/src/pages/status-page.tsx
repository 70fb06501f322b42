import { useTranslation } from '../i18n/use-translation.ts';

/** A page of title and text, for the empty layout's pages (block reasons, old browser, …). */
export function StatusPage({ titleKey, textKey }: { titleKey: string; textKey: string }) {
  const { t } = useTranslation();
  return (
    <section className="shell-status-page" aria-labelledby="status-title">
      <h1 id="status-title">{t(titleKey)}</h1>
      <p>{t(textKey)}</p>
    </section>
  );
}
