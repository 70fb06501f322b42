import { ApiError, callEndpoint, newIdempotencyKey } from '@parlay/client';
import type { PlacedCoupon } from '@parlay/contract';
import { couponBetsEndpoints } from '@parlay/contract/endpoints';
import { isCurrencyCode, type SiteLanguageCode } from '@parlay/domain';
import type { Translator } from '@parlay/i18n';
import { Button, VisuallyHidden } from '@parlay/ui';
import { useState } from 'react';
import { formatAmount } from './money.ts';
import { failureOf, failureText } from './office-failures.ts';
import { useCashoutOffer } from './use-cashout-offer.ts';

interface CashoutButtonProps {
  coupon: PlacedCoupon;
  onCashedOut: (coupon: PlacedCoupon) => void;
  language: string;
  i18n: Translator;
}

/**
 * Cash-out of an open coupon: the offer as the server prices it now, read again when a leg's price
 * moves on the socket (`useCashoutOffer`); a new amount changes the button in place and is said in a
 * polite live region. Pressed, the coupon settles at the amount shown (one key per press); an offer that moved
 * meanwhile is read again and shown for the player to decide.
 */
export function CashoutButton({ coupon, onCashedOut, language, i18n }: CashoutButtonProps) {
  const { t } = i18n;
  const { offer, moved, again } = useCashoutOffer(coupon);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState('');
  const amount = offer?.amount ?? null;
  const shown = (text: string) =>
    isCurrencyCode(coupon.currency) ? formatAmount(text, coupon.currency, language) : text;

  // The live region stays in the page so a change inside it is announced; the first offer is read
  // with the button, only a later, different amount is news.
  const announcement = (
    <VisuallyHidden role="status" aria-live="polite">
      {moved !== null && t('office_bet_cashout_now', { amount: shown(moved) })}
    </VisuallyHidden>
  );
  if (amount === null)
    return (
      <>
        {message && <span role="status">{message}</span>}
        {announcement}
      </>
    );
  const cashOut = async () => {
    setBusy(true);
    setMessage('');
    try {
      const answer = await callEndpoint(
        couponBetsEndpoints.cashout,
        {
          query: { lang: language as SiteLanguageCode },
          body: { couponId: coupon.id, amount, changeCoefAction: 0 },
        },
        { idempotencyKey: newIdempotencyKey() },
      );
      onCashedOut(answer.coupon);
    } catch (error) {
      if (error instanceof ApiError && error.failure.code === 'COEFFICIENT_CHANGED') {
        setMessage(t('office_bet_cashout_moved'));
        again();
      } else setMessage(failureText(failureOf(error), i18n));
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button size="sm" onClick={() => void cashOut()} disabled={busy}>
        {t('office_bet_cashout', { amount: shown(amount) })}
      </Button>
      {message && <span role="status">{message}</span>}
      {announcement}
    </>
  );
}
