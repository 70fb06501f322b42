/**
 * The signed-in header's wallet (in the account menu's chunk, see account-menu-trigger.tsx): the
 * active account's balance, live from the socket, and Deposit — a link to the recharge page, or the
 * recharge modal when the site uses it (site configuration `isRechargeModal`). Changes of the
 * balance are announced politely.
 */
import { displayMoney, moneyFromDecimal } from '@parlay/domain';
import { type ComponentType, useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { useTranslation } from '../i18n/use-translation.ts';
import { setRechargeNavigationRule } from '../navigation/checks/recharge-navigation.ts';
import { routeHref } from '../navigation/href.ts';
import { PartHost } from '../parts/part-host.tsx';
import { useSession } from '../session/session-store.ts';
import { useShellData } from '../state/shell-data.tsx';
import { AccountReminders } from './account-reminders.tsx';
import type { RechargeModalProps } from './recharge-modal.tsx';
import { rechargeModalFlag, rechargeRule } from './recharge-rule.ts';
import { accountStore, followAccounts, useAccounts } from './shell-accounts.ts';

let modalModule: Promise<{ default: ComponentType<RechargeModalProps> }> | null = null;
const loadModal = () => {
  modalModule ??= import('./recharge-modal.tsx');
  return modalModule;
};

/** The recharge modal, loaded on its first request; open while the page asks for it. */
function useRechargeModal(enabled: boolean) {
  const [Modal, setModal] = useState<ComponentType<RechargeModalProps> | null>(null);
  const [open, setOpen] = useState(false);
  const location = useLocation();
  const navigate = useNavigate();
  const show = () => {
    loadModal().then(
      (loaded) => {
        setModal(() => loaded.default);
        setOpen(true);
      },
      (error: unknown) => {
        modalModule = null;
        console.error('[wallet] recharge modal failed to load', error);
      },
    );
  };
  useEffect(() => setRechargeNavigationRule(rechargeRule(enabled ? show : null)), [enabled]);
  // A direct load of the recharge route arrives here with the flag: open, and drop the flag.
  const flagged = new URLSearchParams(location.search).has(rechargeModalFlag);
  useEffect(() => {
    if (!flagged) return;
    const query = new URLSearchParams(location.search);
    query.delete(rechargeModalFlag);
    const search = query.toString();
    void navigate(`${location.pathname}${search ? `?${search}` : ''}`, { replace: true });
    if (enabled) show();
  }, [flagged]);
  return { Modal, open, setOpen, show };
}

// The button and skeleton looks of @parlay/ui, by their classes: this chunk imports none of the
// packages the page's entry holds besides those the account menu already does (Rolldown moves a
// module the entry shares with more than one lazy chunk into a chunk of its own, fetched by every
// page, at a cost the home page's budget has no room for).
const depositClass = 'pl-button pl-button--primary pl-button--sm shell-wallet__deposit';

export function HeaderWallet() {
  const { t, language } = useTranslation();
  const { config, availableParts } = useShellData();
  const accountHref = routeHref('office-account', language);
  const rechargeHref = routeHref('office-recharge', language);
  const { userId, banLevel } = useSession();
  const state = useAccounts();
  const rechargeModal = config.isRechargeModal && availableParts.includes('office');
  const recharge = useRechargeModal(rechargeModal);

  useEffect(() => (userId === null ? undefined : followAccounts(userId)), [userId]);
  // Seed 001 §4 "Bans": a banned player's money may only leave, through a withdrawal.
  useEffect(() => accountStore.setFrozen(banLevel > 0), [banLevel]);

  const active = state.activeAccount;
  const amount = active ? displayMoney(moneyFromDecimal(active.money, active.iso), language) : null;
  const announced = useAnnouncedChange(amount);
  const unavailable = state.status === 'failed' || (state.status === 'ready' && !active);

  return (
    <div className="shell-wallet">
      <RouterLink to={accountHref} className="shell-wallet__balance">
        <span className="shell-wallet__label">{t('header_balance')}</span>{' '}
        <span className="shell-wallet__amount" data-account-id={active?.id}>
          {amount ??
            (unavailable ? t('header_balance_unavailable') : <LoadingAmount label={t('main_preloader')} />)}
        </span>
      </RouterLink>
      <span className="pl-visually-hidden" role="status">
        {announced}
      </span>
      {rechargeModal ? (
        <button type="button" className={depositClass} onClick={recharge.show}>
          {t('header_deposit')}
        </button>
      ) : (
        <RouterLink to={rechargeHref} className={depositClass}>
          {t('header_deposit')}
        </RouterLink>
      )}
      {recharge.Modal && (
        <recharge.Modal
          language={language}
          PartHost={PartHost}
          open={recharge.open}
          onOpenChange={recharge.setOpen}
        />
      )}
      {userId !== null && <AccountReminders userId={userId} />}
    </div>
  );
}

function LoadingAmount({ label }: { label: string }) {
  return (
    <>
      <span aria-hidden="true" className="pl-skeleton pl-skeleton--rect shell-wallet__skeleton" />
      <span className="pl-visually-hidden">{label}</span>
    </>
  );
}

/** The balance's text to announce: empty at first, then each new amount once it changes. */
function useAnnouncedChange(amount: string | null): string {
  const { t } = useTranslation();
  const first = useRef<string | null>(null);
  const [announced, setAnnounced] = useState('');
  useEffect(() => {
    if (amount === null) return;
    if (first.current === null) {
      first.current = amount;
      return;
    }
    setAnnounced(t('header_balance_changed', { amount }));
  }, [amount, t]);
  return announced;
}
