import type { DemoPageLanguage, DemoPageTexts } from './page-texts.ts';

/** Text for HTML element content and double-quoted attribute values. */
export function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

/** The site's colours and type (packages/ui tokens), light and dark, inline under the CSP nonce. */
const styles = `
:root{color-scheme:light dark;--bg:#f4f6fa;--surface:#fff;--text:#1b2433;--muted:#4a5568;--line:#c9d2e0;
--accent:#1ed760;--accent-hover:#17c257;--on-accent:#0d141f;--warn-bg:#fff4d6;--warn-line:#b7791f;--error:#b42318;
font-family:system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif}
@media (prefers-color-scheme:dark){:root{--bg:#0d141f;--surface:#1b2433;--text:#eaf0f8;--muted:#b8c4d6;
--line:#3a4a63;--warn-bg:#3b2f12;--warn-line:#f6c453;--error:#ff8a80}}
*{box-sizing:border-box}body{margin:0;min-height:100vh;background:var(--bg);color:var(--text);
display:flex;align-items:center;justify-content:center;padding:1rem;line-height:1.5}
main{width:100%;max-width:28rem;background:var(--surface);border:1px solid var(--line);border-radius:12px;padding:1.5rem}
.brand{font-weight:800;letter-spacing:.02em;margin:0 0 .75rem}.brand span{color:var(--accent-hover)}
h1{font-size:1.35rem;margin:0 0 1rem}
.notice{background:var(--warn-bg);border-inline-start:4px solid var(--warn-line);padding:.75rem 1rem;border-radius:6px;
margin:0 0 .75rem;font-weight:700}
p{margin:0 0 1rem;color:var(--muted)}
label{display:block;font-weight:600;margin:0 0 .25rem}
input{width:100%;font:inherit;padding:.6rem .75rem;border:1px solid var(--line);border-radius:8px;background:var(--bg);
color:var(--text);margin:0 0 1rem}
input:focus-visible,button:focus-visible{outline:3px solid var(--accent-hover);outline-offset:2px}
.error{color:var(--error);font-weight:600;margin:-.5rem 0 1rem}
.actions{display:flex;gap:.75rem;flex-wrap:wrap}
button{font:inherit;font-weight:700;padding:.65rem 1.25rem;border-radius:8px;border:1px solid var(--line);cursor:pointer;
background:transparent;color:var(--text)}
button.primary{background:var(--accent);border-color:var(--accent);color:var(--on-accent)}
button.primary:hover{background:var(--accent-hover)}
`;

function document(lang: DemoPageLanguage, title: string, styleNonce: string, body: string): string {
  return `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>${escapeHtml(title)}</title>
<style nonce="${escapeHtml(styleNonce)}">${styles}</style>
</head>
<body>
<main>
<p class="brand" aria-hidden="true">PAR<span>LAY</span></p>
${body}
</main>
</body>
</html>`;
}

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
