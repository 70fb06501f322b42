import { demoPageDocument } from '../../http/demo-page-document.ts';
import { escapeHtml } from '../../http/escape-html.ts';

export interface CheckoutView {
  lang: string;
  t: (key: string) => string;
  styleNonce: string;
  /** Where the form posts. */
  action: string;
  reference: string;
  /** The amount as the page shows it ("1 500,00 ₽"). */
  amount: string;
  methodTitle: string;
  isPending: boolean;
}

/**
 * The demo provider's payment page: first the notice that it is a demo and no money moves, then
 * what is paid, and one button per answer the provider can give. Works without scripts; the
 * buttons are a labelled group a screen reader announces as one choice.
 */
export function renderCheckoutPage(view: CheckoutView): string {
  const { t } = view;
  const choice = (outcome: string, label: string, primary = false) =>
    `<button${primary ? ' class="primary"' : ''} type="submit" name="outcome" value="${outcome}">${escapeHtml(label)}</button>`;
  return demoPageDocument(
    view.lang,
    t('title'),
    view.styleNonce,
    `<h1>${escapeHtml(t('title'))}</h1>
<p class="notice" role="note">${escapeHtml(t('notice'))}</p>
<p>${escapeHtml(t('explanation'))}</p>
<dl>
<dt>${escapeHtml(t('merchant'))}</dt><dd>${escapeHtml(t('merchantName'))}</dd>
<dt>${escapeHtml(t('amount'))}</dt><dd>${escapeHtml(view.amount)}</dd>
<dt>${escapeHtml(t('method'))}</dt><dd>${escapeHtml(view.methodTitle)}</dd>
<dt>${escapeHtml(t('reference'))}</dt><dd>${escapeHtml(view.reference)}</dd>
</dl>
${view.isPending ? `<p role="status">${escapeHtml(t('pendingNote'))}</p>` : ''}
<form method="post" action="${escapeHtml(view.action)}">
<input type="hidden" name="lang" value="${escapeHtml(view.lang)}">
<fieldset>
<legend>${escapeHtml(t('choose'))}</legend>
<div class="actions">
${choice('confirm', t('confirm'), true)}
${choice('fail', t('fail'))}
${view.isPending ? '' : choice('pending', t('pending'))}
${choice('cancel', t('cancel'))}
</div>
</fieldset>
</form>`,
  );
}

/** A checkout that does not exist: say so, with the way back to the site. */
export function renderCheckoutNotFound(view: {
  lang: string;
  t: (key: string) => string;
  styleNonce: string;
}): string {
  const { t } = view;
  return demoPageDocument(
    view.lang,
    t('notFoundTitle'),
    view.styleNonce,
    `<h1>${escapeHtml(t('notFoundTitle'))}</h1>
<p class="notice" role="note">${escapeHtml(t('notice'))}</p>
<p role="alert">${escapeHtml(t('notFound'))}</p>
<p><a href="/${escapeHtml(view.lang)}">${escapeHtml(t('backToSite'))}</a></p>`,
  );
}
