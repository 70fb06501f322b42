import type { SeoPageData } from '@parlay/contract';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { apiClient } from '../api/api-client.ts';
import { useTranslation } from '../i18n/use-translation.ts';

/** The server-rendered SEO tags of the head, brought up to date for the page navigated to. */
function applySeoHead(seo: SeoPageData): void {
  document.title = seo.title;
  document.querySelector('meta[name="description"]')?.setAttribute('content', seo.description);
  document.querySelector('link[rel="canonical"]')?.setAttribute('href', seo.canonical);
  for (const link of document.querySelectorAll('link[rel="alternate"][hreflang]')) link.remove();
  for (const alternate of seo.alternates) {
    const link = document.createElement('link');
    link.rel = 'alternate';
    link.hreflang = alternate.hreflang;
    link.href = alternate.href;
    document.head.append(link);
  }
}

/**
 * The head after a client-side navigation: the operator's SEO title, description, canonical and
 * language alternates of the page, as a full load would give them; the page's own title when the
 * SEO call fails. The first render keeps what the server rendered.
 */
export function useDocumentHead(routeName: string | null, fallbackTitleKey: string): void {
  const { t, language } = useTranslation();
  const { pathname } = useLocation();
  const firstRender = useRef(true);
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    const fallback = t('title_template', { title: t(fallbackTitleKey) });
    if (!routeName) {
      document.title = fallback;
      return;
    }
    const controller = new AbortController();
    apiClient()
      .then((client) => client.getSeoPageData({ route: routeName, lang: language, path: pathname }))
      .then((seo) => {
        if (!controller.signal.aborted) applySeoHead(seo);
      })
      .catch(() => {
        if (!controller.signal.aborted) document.title = fallback;
      });
    return () => controller.abort();
  }, [routeName, pathname, language, fallbackTitleKey, t]);
}
