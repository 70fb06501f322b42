import type { RenderPart } from '@parlay/contract/part-runtime';
import { createTranslator } from '@parlay/i18n';
import { dictionaryFor } from '@parlay/part-kit/i18n';
import { renderServerOnlyPartBody } from '@parlay/part-kit/server';
import { Footer } from './footer.tsx';

const dictionaries = import.meta.glob<{ default: Record<string, string> }>('./dictionaries/*.json', {
  eager: true,
});

/**
 * The footer is server-only (part registry): links and a native `<details>` work without
 * JavaScript, so the page carries no footer script and nothing hydrates it.
 */
export const render: RenderPart = (_url, context) => {
  const { t } = createTranslator(context.language, dictionaryFor(dictionaries, context.language));
  return {
    status: 200,
    title: '',
    head: '',
    html: renderServerOnlyPartBody(
      'footer',
      <Footer t={t} language={context.language} year={new Date().getUTCFullYear()} />,
    ),
  };
};
