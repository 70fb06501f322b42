import { demoPageDocument as document } from '../../http/demo-page-document.ts';
import { escapeHtml } from '../../http/escape-html.ts';
import type { DemoPageLanguage, DemoPageTexts } from './page-texts.ts';

export interface AuthorizeFormView {
  lang: DemoPageLanguage;
  texts: DemoPageTexts;
  styleNonce: string;
  /** The pending authorization request the form answers. */
  requestId: string;
  name: string;
  email: string;
  problems?: { name?: boolean; email?: boolean };
}

/**
 * The demo provider's sign-in page: the notice that it is no real provider first, then name and
 * email (prefilled with a made-up identity) and Continue / Cancel. Works without scripts.
 */
export function renderAuthorizeForm(view: AuthorizeFormView): string {
  const { texts, problems = {} } = view;
  const field = (
    id: 'name' | 'email',
    label: string,
    type: string,
    value: string,
    error: string | undefined,
  ) => {
    const describedBy = error === undefined ? '' : ` aria-invalid="true" aria-describedby="${id}-error"`;
    return `<label for="${id}">${escapeHtml(label)}</label>
<input id="${id}" name="${id}" type="${type}" value="${escapeHtml(value)}" required maxlength="${id === 'email' ? 254 : 100}" autocomplete="${id}"${describedBy}>
${error === undefined ? '' : `<p class="error" id="${id}-error">${escapeHtml(error)}</p>`}`;
  };
  return document(
    view.lang,
    texts.title,
    view.styleNonce,
    `<h1>${escapeHtml(texts.title)}</h1>
<p class="notice" role="note">${escapeHtml(texts.notice)}</p>
<p>${escapeHtml(texts.explanation)}</p>
<form method="post" action="/demo-oidc/authorize">
<input type="hidden" name="request_id" value="${escapeHtml(view.requestId)}">
${field('name', texts.name, 'text', view.name, problems.name ? texts.invalidName : undefined)}
${field('email', texts.email, 'email', view.email, problems.email ? texts.invalidEmail : undefined)}
<div class="actions">
<button class="primary" type="submit" name="action" value="continue">${escapeHtml(texts.continue)}</button>
<button type="submit" name="action" value="cancel" formnovalidate>${escapeHtml(texts.cancel)}</button>
</div>
</form>`,
  );
}

/** A request the provider cannot send back anywhere (unknown client, unregistered redirect_uri, expired). */
export function renderRequestErrorPage(view: {
  lang: DemoPageLanguage;
  texts: DemoPageTexts;
  styleNonce: string;
  message: string;
}): string {
  return document(
    view.lang,
    view.texts.badRequestTitle,
    view.styleNonce,
    `<h1>${escapeHtml(view.texts.badRequestTitle)}</h1>
<p class="notice" role="note">${escapeHtml(view.texts.notice)}</p>
<p role="alert">${escapeHtml(view.message)}</p>`,
  );
}
