import { type OfficeView, type PaymentOutcome, paymentOutcomes } from './office-view.ts';

/** Office sections of the route table that have no page yet: each shows that it is not open. */
const closedSections: readonly string[] = [
  'security',
  'settings',
  'bonuses/deposit',
  'bonuses/wager',
  'casino/vipcashback',
  'casino/premiumcashback',
  'promotion',
  'bringfriend',
  'support',
  'manager',
  'rewards',
  'verification',
  'identification',
  'share-idea',
  'payment/requests',
  'payment/create-request',
];

const isOutcome = (value: string | undefined): value is PaymentOutcome =>
  (paymentOutcomes as readonly (string | undefined)[]).includes(value);

/** `?paymentId=` when it is a payment id (a positive whole number), else null. */
function paymentIdOf(search: URLSearchParams): number | null {
  const text = search.get('paymentId') ?? '';
  const id = /^[1-9]\d{0,15}$/.test(text) ? Number(text) : Number.NaN;
  return Number.isSafeInteger(id) ? id : null;
}

/**
 * Maps the part's URLs to what it shows: /{lang}/office/{page}, /{lang}/onpay/{outcome},
 * /{lang}/onpay/withdraw/{outcome} and /{lang}/block-appeal-history. Anything else is not found.
 */
export function resolveOfficeView(url: string): OfficeView {
  const { pathname, searchParams } = new URL(url, 'http://part.local');
  const [, area, ...rest] = pathname.split('/').filter(Boolean);
  const page = rest.join('/');
  if (area === 'block-appeal-history' && page === '') return { kind: 'restricted' };
  if (area === 'onpay') {
    const [first, second, ...extra] = rest;
    if (first === 'withdraw' && isOutcome(second) && extra.length === 0)
      return {
        kind: 'payment-result',
        payment: 'withdrawal',
        outcome: second,
        paymentId: paymentIdOf(searchParams),
      };
    if (isOutcome(first) && second === undefined)
      return {
        kind: 'payment-result',
        payment: 'deposit',
        outcome: first,
        paymentId: paymentIdOf(searchParams),
      };
    return { kind: 'not-found' };
  }
  if (area !== 'office') return { kind: 'not-found' };
  switch (page) {
    case 'account':
    case 'deduce':
    case 'history':
    case 'historypay':
      return { kind: page };
    case 'recharge':
      return { kind: 'recharge', modal: searchParams.get('view') === 'modal' };
    case 'responsible':
      return { kind: 'responsible', selfExclusion: searchParams.get('view') === 'self-exclusion' };
  }
  // payment/create-request/{topicId}[/…] are pages of the support requests, not open yet either.
  const section = closedSections.find((name) => page === name || page.startsWith(`${name}/`));
  return section === undefined
    ? { kind: 'not-found' }
    : { kind: 'closed-section', section: section.replace('/', '-') };
}
