import { accountTypes } from '@parlay/contract';
import {
  bonusCoefficient,
  type CouponTypeId,
  type CurrencyCode,
  defaultStakeLimits,
  displayMoney,
  fallbackCouponCurrency,
  formatDecimal,
  formatOdds,
  isBonusEligible,
  isCurrencyCode,
  moneyFromDecimal,
  oddsFrom,
} from '@parlay/domain';
import type { Translator } from '@parlay/i18n';
import { useContext, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useLiveGamesById } from '../live/live-games-by-id.ts';
import { LiveStoreContext } from '../live/live-hooks.ts';
import { useLivePricesById } from '../live/live-prices-by-id.ts';
import { formatCoef, useOddsFormat } from '../odds-format.ts';
import sportsStyles from '../sports.module.css';
import styles from './coupon.module.css';
import { couponAccountStore, useCouponAccounts } from './coupon-accounts.ts';
import { type AmountRules, amountProblem, awaitsApproval, initialAmountOf } from './coupon-amount.ts';
import { CouponBetRow } from './coupon-bet-row.tsx';
import { useCouponConfig } from './coupon-config.ts';
import { couponFigures } from './coupon-figures.ts';
import { takesSystemValue, typesFor } from './coupon-fit.ts';
import { useCoupon, useCouponStore } from './coupon-hooks.ts';
import { CouponOwnStakes } from './coupon-own-stakes.tsx';
import { placeBody, placedOf, placementFailureText, usePlacement } from './coupon-placement.ts';
import { CouponResult } from './coupon-result.tsx';
import { CouponSettingsForm } from './coupon-settings-form.tsx';
import { CouponStake } from './coupon-stake.tsx';
import { type ChangeCoefAction, changeCoefActions } from './coupon-state.ts';
import {
  acceptCoefs,
  clearBets,
  placed,
  setAccount,
  setAmount,
  setSystemValue,
  setType,
} from './coupon-transitions.ts';
import { betProblems, classifyBet, coefChanges, dependentBetIds } from './coupon-view.ts';
import { vipBetAvailable } from './coupon-vip-bet.ts';
import { CouponVipBetChoice } from './coupon-vip-bet-choice.tsx';

/**
 * The coupon's controls (loaded with its first bet): the bets with their moving prices, the type
 * and the system's k, the stake and what it may win, the odds-change option and the placement.
 */
export function CouponPanel({ i18n, language }: { i18n: Translator; language: string }) {
  const { t } = i18n;
  const store = useCouponStore();
  const liveStore = useContext(LiveStoreContext);
  const state = useCoupon((coupon) => coupon);
  const accounts = useCouponAccounts();
  const config = useCouponConfig(language);
  const { placement, place, reset } = usePlacement(language);
  const format = useOddsFormat();
  const [announcement, setAnnouncement] = useState('');
  const [triedToPlace, setTriedToPlace] = useState(false);
  const typeId = useId();
  const systemId = useId();

  const account = accounts.activeAccount;
  const currency: CurrencyCode =
    account && isCurrencyCode(account.iso) ? account.iso : fallbackCouponCurrency;

  // The coupon's bets from other pages are followed on this one too.
  const betIds = state.bets.map((bet) => bet.id);
  useEffect(() => liveStore.track(state.bets.map(({ id, coef }) => ({ id, coef }))), [liveStore, state.bets]);
  const prices = useLivePricesById(betIds);
  const games = useLiveGamesById(state.bets.map((bet) => bet.gameId));

  // The account that pays: the active one; a change of account resets the prepaid amount.
  useEffect(() => {
    if (account) store.apply(setAccount, account.id);
  }, [store, account]);
  // A coupon without a stake starts at the currency's initial amount (seed 001 §9) — once per
  // currency: a stake the player clears stays clear while they type.
  const startedIn = useRef<CurrencyCode | null>(null);
  useEffect(() => {
    if (startedIn.current === currency) return;
    startedIn.current = currency;
    if (store.state.amount === '') store.apply(setAmount, initialAmountOf(currency));
  }, [store, currency]);

  const changes = useMemo(
    () => coefChanges(state.bets, (bet) => prices.get(bet.id)?.coef ?? null, state.settings.changeCoefAction),
    [state.bets, prices, state.settings.changeCoefAction],
  );
  // Moves the option takes without asking become the accepted prices at once.
  const silent = changes.filter((change) => change.takenSilently);
  useEffect(() => {
    if (silent.length === 0) return;
    store.apply(acceptCoefs, new Map(silent.map((change) => [change.id, change.now])));
  }, [store, silent]);
  const toConfirm = changes.filter((change) => !change.takenSilently);
  const confirmKey = toConfirm.map((change) => `${change.id}:${change.now}`).join(',');
  useEffect(() => {
    if (confirmKey !== '') setAnnouncement(t('coupon_coefs_changed'));
  }, [confirmKey, t]);

  const dependent = dependentBetIds(state);
  const problems = betProblems(state);
  const classes = new Map(
    state.bets.map((bet) => {
      const price = prices.get(bet.id);
      // The game as this page follows it (its state moves with the socket's scores).
      const game = games.get(bet.gameId);
      const now = {
        coef: price?.coef ?? null,
        blocked: price?.blocked ?? false,
        inPlay: game !== undefined && (game.clock !== null || game.status === 2 || game.status === 3),
        finished: game !== undefined && (game.finished || game.status === 4),
      };
      return [bet.id, classifyBet(bet, now, dependent, problems)] as const;
    }),
  );
  const locked = state.bets.some((bet) => classes.get(bet.id)?.locked);
  const types = typesFor(state.bets);
  const isBonusAccount = account?.type === accountTypes.bonus;
  // Not offered, the player's choice stands (it comes back with the offer) but counts as off.
  const vipBetOffered = vipBetAvailable(
    state,
    (bet) => classes.get(bet.id)?.live ?? bet.isLive,
    config,
    isBonusAccount,
  );
  const amountRules: AmountRules = {
    currency,
    typeId: state.typeId,
    limits: defaultStakeLimits(currency),
    typesWithMinAmount: config.couponTypesWithMinAmount,
    typesWithMaxAmount: config.couponTypesWithMaxAmount,
    isBonusAccount,
    isVipBet: vipBetOffered && state.isActiveVipBet,
    available: account ? moneyFromDecimal(account.money, currency) : null,
  };
  const problem = amountProblem(state.amount, amountRules);
  const bonus = isBonusEligible({
    siteAllows: config.isAvailableCouponBonusBet,
    typeId: state.typeId,
    bets: state.bets.map((bet) => ({ coef: oddsFrom(bet.coef), marketKind: bet.kind })),
  });
  const figures = couponFigures(
    state,
    state.bets,
    currency,
    bonus ? bonusCoefficient(state.bets.length) : null,
  );
  const choices = state.bets.filter((bet) => !(takesSystemValue(state.typeId) && bet.banker)).length;

  const announced = useRef(placement);
  useEffect(() => {
    if (announced.current === placement) return;
    announced.current = placement;
    if (placement.kind === 'failed') setAnnouncement(placementFailureText(placement.failure, i18n, language));
  }, [placement, i18n]);

  const submit = async () => {
    setTriedToPlace(true);
    if (!account || problem || locked || toConfirm.length > 0 || figures.kind !== 'calculated') return;
    const result = await place(placeBody(state, state.bets, account.id, { isVipBet: amountRules.isVipBet }));
    if (result.kind === 'placed') {
      const coupons = [
        ...(result.answer.successCoupon ? [result.answer.successCoupon] : []),
        ...result.answer.singlesResultCoupons,
      ].map(placedOf);
      store.apply(placed, coupons);
      // The placement took its selections out of the server's draft too: read it rather than save
      // over the version it replaced.
      store.resume();
      setTriedToPlace(false);
      const ids = coupons.map((coupon) => coupon.id).join(', ');
      const awaiting = coupons.some((coupon) => coupon.approvalDeadline !== null);
      setAnnouncement(t(awaiting ? 'coupon_sent_for_approval' : 'coupon_placed', { id: ids }));
      couponAccountStore()
        .refresh()
        .catch(() => {});
    } else if (result.kind === 'failed' && result.failure.changedBets) {
      // The server's prices: the coupon shows them and asks to accept them.
      for (const changed of result.failure.changedBets)
        liveStore.applyPrice(changed.id, changed.coef, changed.bettable);
    }
  };

  const placeLabel =
    toConfirm.length > 0
      ? t('coupon_accept_coefs')
      : placement.kind === 'placing'
        ? t('coupon_placing')
        : t('coupon_place');
  const onPlace = () => {
    if (toConfirm.length > 0) {
      store.apply(acceptCoefs, new Map(toConfirm.map((change) => [change.id, change.now])));
      setAnnouncement(t('coupon_coefs_accepted'));
      reset();
      return;
    }
    void submit();
  };

  return (
    <div className={styles.panel}>
      <p className={sportsStyles.visuallyHidden} aria-live="polite" role="status">
        {announcement}
      </p>
      <CouponResult state={state} i18n={i18n} language={language} />
      {state.bets.length > 0 && (
        <>
          <ul className={styles.bets} aria-label={t('coupon_bets_label')}>
            {state.bets.map((bet) => (
              <CouponBetRow
                key={bet.id}
                bet={bet}
                price={prices.get(bet.id)}
                betClass={
                  classes.get(bet.id) ?? { live: false, finished: false, dependent: false, locked: false }
                }
                typeId={state.typeId}
                blockCount={state.bets.length}
                i18n={i18n}
              />
            ))}
          </ul>
          <button type="button" className={styles.linkButton} onClick={() => store.apply(clearBets)}>
            {t('coupon_clear')}
          </button>
          <div className={styles.choices}>
            <label htmlFor={typeId} className={styles.label}>
              {t('coupon_type')}
            </label>
            <select
              id={typeId}
              value={state.typeId}
              onChange={(event) => store.apply(setType, Number(event.target.value) as CouponTypeId)}
            >
              {types.map((id) => (
                <option key={id} value={id}>
                  {t(`coupon_type_${id}`)}
                </option>
              ))}
            </select>
            {takesSystemValue(state.typeId) && choices >= 3 && (
              <>
                <label htmlFor={systemId} className={styles.label}>
                  {t('coupon_system_value')}
                </label>
                <select
                  id={systemId}
                  value={state.systemValue}
                  onChange={(event) => store.apply(setSystemValue, Number(event.target.value))}
                >
                  {Array.from({ length: choices - 2 }, (_, index) => index + 2).map((k) => (
                    <option key={k} value={k}>
                      {t('coupon_system_option', { k, m: choices })}
                    </option>
                  ))}
                </select>
              </>
            )}
          </div>
          <CouponStake
            state={state}
            currency={currency}
            problem={problem}
            showProblem={triedToPlace || state.amount !== initialAmountOf(currency)}
            i18n={i18n}
            language={language}
          />
          {vipBetOffered && (
            <CouponVipBetChoice
              active={state.isActiveVipBet}
              awaitsApproval={problem === null && awaitsApproval(state.amount, amountRules)}
              maximum={amountRules.limits.max}
              i18n={i18n}
              language={language}
            />
          )}
          <CouponOwnStakes state={state} figures={figures} i18n={i18n} />
          <dl className={styles.figures}>
            {figures.kind === 'calculated' && (
              <>
                {figures.calculation.coef && (
                  <div>
                    <dt>{t('coupon_total_coef')}</dt>
                    <dd>{formatCoef(Number(formatDecimal(figures.calculation.coef)), format)}</dd>
                  </div>
                )}
                {bonus && (
                  <div>
                    <dt>{t('coupon_bonus')}</dt>
                    <dd>×{formatOdds(bonusCoefficient(state.bets.length))}</dd>
                  </div>
                )}
                {figures.calculation.lines > 1 && (
                  <div>
                    <dt>{t('coupon_lines')}</dt>
                    <dd>{figures.calculation.lines}</dd>
                  </div>
                )}
                {state.settings.isPossibleWinShown && (
                  <div>
                    <dt>{t('coupon_potential_win')}</dt>
                    <dd>
                      {displayMoney(
                        moneyFromDecimal(formatDecimal(figures.potentialWin), currency),
                        language,
                      )}
                    </dd>
                  </div>
                )}
              </>
            )}
          </dl>
          {figures.kind === 'refused' && figures.field !== 'amount' && (
            <p className={styles.error}>{t(`coupon_rule_${figures.code}`)}</p>
          )}
          {locked && <p className={styles.error}>{t('coupon_locked')}</p>}
          {toConfirm.length > 0 && <p className={styles.warning}>{t('coupon_coefs_changed')}</p>}
          {!account && <p className={styles.hint}>{t('coupon_sign_in')}</p>}
          {placement.kind === 'failed' && !placement.failure.changedBets && (
            <p className={styles.error} role="alert">
              {placementFailureText(placement.failure, i18n, language)}
            </p>
          )}
          <button
            type="button"
            className={styles.place}
            disabled={
              !account ||
              placement.kind === 'placing' ||
              (toConfirm.length === 0 && (locked || figures.kind !== 'calculated'))
            }
            onClick={onPlace}
          >
            {placeLabel}
          </button>
        </>
      )}
      <CouponSettingsForm
        state={state}
        config={config}
        i18n={i18n}
        actions={changeCoefActions as ChangeCoefAction[]}
      />
    </div>
  );
}
