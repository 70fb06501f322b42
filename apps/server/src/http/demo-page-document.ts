import { escapeHtml } from './escape-html.ts';

// The frame of the server-rendered demo pages (the demo sign-in and payment providers): the site's
// look without its scripts, every style inline under the page's CSP nonce.

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
dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem;margin:0 0 1rem}dt{color:var(--muted)}dd{margin:0;font-weight:600}
fieldset{border:0;padding:0;margin:0}legend{font-weight:700;margin:0 0 .75rem}
a{color:var(--text)}a:focus-visible{outline:3px solid var(--accent-hover);outline-offset:2px}
`;

export function demoPageDocument(lang: string, title: string, styleNonce: string, body: string): string {
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
