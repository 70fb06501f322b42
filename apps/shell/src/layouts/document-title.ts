import type { SeoPageData } from '@parlay/contract';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { getJson } from '../app/retry.ts';
import { useTranslation } from '../i18n/use-translation.ts';

/**
 * The document title after a client-side navigation: the operator's SEO title of the page, as the
 * server render would give it; the page's own title when the SEO call fails. The first render keeps
 * the server's title.
 */
export function useDocumentTitle(routeName: string | null, fallbackTitleKey: string): void {
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
    const query = new URLSearchParams({ route: routeName, lang: language, path: pathname });
    getJson<SeoPageData>(`/bff-api/seo/page?${query}`)
      .then((seo) => {
        if (!controller.signal.aborted) document.title = seo.title || fallback;
      })
      .catch(() => {
        if (!controller.signal.aborted) document.title = fallback;
      });
    return () => controller.abort();
  }, [routeName, pathname, language, fallbackTitleKey, t]);
}
