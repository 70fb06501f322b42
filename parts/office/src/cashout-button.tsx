import { ApiError, callEndpoint } from '@parlay/client';
import type { CashoutOffer, PlacedCoupon } from '@parlay/contract';
import { couponBetsEndpoints } from '@parlay/contract/endpoints';
import { isCurrencyCode, type SiteLanguageCode } from '@parlay/domain';
import type { Translator } from '@parlay/i18n';
import { Button } from '@parlay/ui';
import { useEffect, useState } from 'react';
import { newIdempotencyKey } from './idempotency-key.ts';
import { formatAmount } from './money.ts';
import { failureOf, failureText } from './office-failures.ts';

interface CashoutButtonProps {
  coupon: PlacedCoupon;
  onCashedOut: (coupon: PlacedCoupon) => void;
  language: string;
  i18n: Translator;
}

/**
 * Cash-out of an open coupon: the offer as the server prices it now; pressed, the coupon settles at
 * it (one key per press). An offer that moved meanwhile is shown again for the player to decide.
 */
export function CashoutButton({ coupon, onCashedOut, language, i18n }: CashoutButtonProps) {
  const { t } = i18n;
  const [offer, setOffer] = useState<CashoutOffer | null>(null);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState('');
  const [asked, setAsked] = useState(0);

  useEffect(() => {
    let live = true;
    callEndpoint(couponBetsEndpoints.cashoutOffer, { params: { couponId: String(coupon.id) } }).then(
      (answer) => live && setOffer(answer),
      () => live && setOffer(null),
    );
    return () => {
      live = false;
    };
  }, [coupon.id, asked]);

  if (offer?.amount == null) return message ? <span role="status">{message}</span> : null;
  const amount = offer.amount;
  const shown = isCurrencyCode(coupon.currency) ? formatAmount(amount, coupon.currency, language) : amount;
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
        setAsked((count) => count + 1);
      } else setMessage(failureText(failureOf(error), i18n));
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button size="sm" onClick={() => void cashOut()} disabled={busy}>
        {t('office_bet_cashout', { amount: shown })}
      </Button>
      {message && <span role="status">{message}</span>}
    </>
  );
}
