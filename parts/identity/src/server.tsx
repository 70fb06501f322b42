import type { RenderPart } from '@parlay/contract/part-runtime';
import { createTranslator } from '@parlay/i18n';
import { dictionaryFor } from '@parlay/part-kit/i18n';
import { renderPartBody } from '@parlay/part-kit/server';
import { IdentityApp } from './identity-app.tsx';
import { type IdentityState, type IdentityView, partName } from './identity-view.ts';
import { resolveIdentityView } from './resolve-view.ts';

const dictionaries = import.meta.glob<{ default: Record<string, string> }>('./dictionaries/*.json', {
  eager: true,
});

/** Title key of each view: the page's own heading before anything is sent. */
function titleKey(view: IdentityView): string {
  switch (view.kind) {
    case 'token-action':
      return view.action === 'accountverify'
        ? 'identity_verify_title'
        : view.action === 'stopnewsletter'
          ? 'identity_newsletter_title'
          : 'identity_activate_title';
    case 'password-reset':
      return 'identity_reset_title';
    case 'confirm-terms':
      return 'identity_terms_title';
    case 'registration':
      return 'identity_registration_title';
    case 'not-found':
      return 'identity_not_found_title';
  }
}

export const render: RenderPart = (url, context) => {
  const state: IdentityState = {
    language: context.language,
    dictionary: dictionaryFor(dictionaries, context.language),
    view: resolveIdentityView(url),
  };
  const i18n = createTranslator(state.language, state.dictionary);
  return {
    status: state.view.kind === 'not-found' ? 404 : 200,
    title: `${i18n.t(titleKey(state.view))} | Parlay`,
    // The one-time token in the URL must not leak to other sites through the Referer header.
    head: '<meta name="referrer" content="no-referrer">',
    html: renderPartBody(partName, <IdentityApp state={state} i18n={i18n} />, state),
  };
};
