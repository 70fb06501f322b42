import { type Account, accountTypes } from '@parlay/contract';
import { routeHref } from '@parlay/contract/route-href';
import { type CurrencyCode, currencyCodes, isCurrencyCode } from '@parlay/domain';
import type { Translator } from '@parlay/i18n';
import { Button, NativeSelect, Skeleton } from '@parlay/ui';
import { type FormEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { formatAmount } from './money.ts';
import styles from './office.module.css';
import { useAccountStore, useAccounts } from './office-accounts.tsx';
import { failureOf, failureText, keyText } from './office-failures.ts';
import { Notice, type NoticeTone, OfficeFrame } from './office-frame.tsx';

interface PageProps {
  language: string;
  i18n: Translator;
}

/** What the last action came to, said in the page's live region. */
type Outcome = { tone: NoticeTone; text: string } | null;

const isZero = (text: string) => /^0+(\.0+)?$/.test(text);

/** The player's accounts ("wallets", seed 001 §3): balances, the active one, add and remove a currency. */
export function AccountPage({ language, i18n }: PageProps) {
  const { t } = i18n;
  const store = useAccountStore();
  const state = useAccounts();
  const [outcome, setOutcome] = useState<Outcome>(null);

  useEffect(() => {
    // The shell's live store answers a newcomer at once; read the balance only when it could not.
    if (store.getState().status !== 'ready') store.load().catch((error: unknown) => failureOf(error));
  }, [store]);

  const run = async (action: () => Promise<Outcome>) => {
    setOutcome(null);
    try {
      setOutcome(await action());
    } catch (error) {
      setOutcome({ tone: 'error', text: failureText(failureOf(error), i18n) });
    }
  };

  const bonusAccounts = state.all_accounts.filter((account) => account.type === accountTypes.bonus);
  return (
    <OfficeFrame current="account" title={t('office_account_title')} language={language} i18n={i18n}>
      {state.isAccountFrozen && (
        <Notice tone="warning">
          <p>{t('office_frozen_text')}</p>
          <p>
            <a href={routeHref('office-deduce', language)}>{t('office_frozen_withdraw_link')}</a>
          </p>
        </Notice>
      )}
      {state.status === 'ready' && state.isAvailableFirstDepositBonus && !state.isAccountFrozen && (
        <Notice tone="info">
          <p>
            {t('office_first_deposit_bonus')}{' '}
            <a href={routeHref('office-recharge', language)}>{t('office_first_deposit_bonus_link')}</a>
          </p>
        </Notice>
      )}
      <section className={styles.section} id="wallets" aria-labelledby="wallets-title">
        <h2 id="wallets-title" className={styles.subtitle}>
          {t('office_wallets_title')}
        </h2>
        <p className={styles.lead}>{t('office_wallets_lead')}</p>
        <div aria-live="polite" aria-atomic="true">
          {outcome && (
            <Notice tone={outcome.tone} role={outcome.tone === 'error' ? 'alert' : undefined}>
              <p>{outcome.text}</p>
            </Notice>
          )}
        </div>
        <AccountList
          language={language}
          i18n={i18n}
          onActivate={(account) =>
            run(async () => ({
              tone: 'success',
              text: keyText(await store.setActiveAccount(account.id), i18n),
            }))
          }
          onRemove={(account) =>
            run(async () => ({
              tone: 'success',
              text: keyText(await store.removeCurrency(account.id), i18n),
            }))
          }
        />
        {state.status === 'ready' && (
          <AddCurrencyForm
            taken={state.accounts.map((account) => account.iso)}
            i18n={i18n}
            onAdd={(currency) =>
              run(async () => {
                const added = await store.addCurrency(currency);
                return added.added
                  ? { tone: 'success', text: t('office_currency_added', { currency }) }
                  : { tone: 'info', text: t('office_currency_adding', { currency }) };
              })
            }
          />
        )}
      </section>
      {bonusAccounts.length > 0 && (
        <section className={styles.section} aria-labelledby="bonus-title">
          <h2 id="bonus-title" className={styles.subtitle}>
            {t('office_bonus_accounts_title')}
          </h2>
          <ul className={styles.accounts}>
            {bonusAccounts.map((account) => (
              <li key={account.id} className={styles.account}>
                <h3 className={styles.accountHead}>
                  {account.labelWithSymbol} <span className={styles.badge}>{t('office_badge_bonus')}</span>
                </h3>
                <p className={styles.amount}>{formatAmount(account.money, account.iso, language)}</p>
              </li>
            ))}
          </ul>
        </section>
      )}
    </OfficeFrame>
  );
}

interface AccountListProps extends PageProps {
  onActivate: (account: Account) => Promise<void>;
  onRemove: (account: Account) => Promise<void>;
}

function AccountList({ language, i18n, onActivate, onRemove }: AccountListProps) {
  const { t } = i18n;
  const store = useAccountStore();
  const state = useAccounts();
  if (state.status === 'failed')
    return (
      <Notice tone="error" role="alert">
        <p>{t('office_accounts_failed')}</p>
        <p>
          <Button size="sm" variant="secondary" onClick={() => void store.load().catch(() => {})}>
            {t('office_retry')}
          </Button>
        </p>
      </Notice>
    );
  if (state.status !== 'ready')
    return (
      <div className={styles.skeletons} aria-busy="true">
        <Skeleton />
        <Skeleton />
        <span className="pl-visually-hidden">{t('office_loading')}</span>
      </div>
    );
  return (
    <ul className={styles.accounts} aria-label={t('office_wallets_title')}>
      {state.accounts.map((account) => (
        <li key={account.id}>
          <AccountCard
            account={account}
            language={language}
            i18n={i18n}
            busy={state.isChangeInProgress || state.isDeleteInProgress}
            onActivate={() => onActivate(account)}
            onRemove={() => onRemove(account)}
          />
        </li>
      ))}
    </ul>
  );
}

interface AccountCardProps {
  account: Account;
  language: string;
  i18n: Translator;
  busy: boolean;
  onActivate: () => Promise<void>;
  onRemove: () => Promise<void>;
}

function AccountCard({ account, language, i18n, busy, onActivate, onRemove }: AccountCardProps) {
  const { t } = i18n;
  const [confirming, setConfirming] = useState(false);
  const [working, setWorking] = useState<'activate' | 'remove' | null>(null);
  const question = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (confirming) question.current?.focus();
  }, [confirming]);
  const removable = account.type === 9 && isZero(account.money) && isZero(account.held);
  const act = (kind: 'activate' | 'remove', action: () => Promise<void>) => {
    setWorking(kind);
    void action().finally(() => {
      setWorking(null);
      setConfirming(false);
    });
  };
  const titleId = `account-${account.id}-title`;
  let actions: ReactNode;
  if (confirming)
    actions = (
      <>
        <p ref={question} tabIndex={-1} className={styles.muted}>
          {t('office_remove_question', { currency: account.iso })}
        </p>
        <div className={styles.actions}>
          <Button
            size="sm"
            variant="danger"
            loading={working === 'remove'}
            onClick={() => act('remove', onRemove)}
          >
            {t('office_remove_confirm')}
          </Button>
          <Button
            size="sm"
            variant="secondary"
            onClick={() => setConfirming(false)}
            disabled={working !== null}
          >
            {t('office_remove_keep')}
          </Button>
        </div>
      </>
    );
  else
    actions = (
      <div className={styles.actions}>
        {!account.isActive && (
          <Button
            size="sm"
            variant="secondary"
            loading={working === 'activate'}
            disabled={busy}
            aria-describedby={titleId}
            onClick={() => act('activate', onActivate)}
          >
            {t('office_make_active')}
          </Button>
        )}
        {removable && (
          <Button
            size="sm"
            variant="ghost"
            disabled={busy}
            aria-describedby={titleId}
            onClick={() => setConfirming(true)}
          >
            {t('office_remove')}
          </Button>
        )}
      </div>
    );
  return (
    <article className={styles.account} data-active={account.isActive} aria-labelledby={titleId}>
      <h3 id={titleId} className={styles.accountHead}>
        {account.labelWithSymbol}
        {account.type === 0 && <span className={styles.badge}>{t('office_badge_main')}</span>}
        {account.isActive && (
          <span className={styles.badge} data-kind="active">
            {t('office_badge_active')}
          </span>
        )}
      </h3>
      <p className={styles.amount}>{formatAmount(account.money, account.iso, language)}</p>
      {!isZero(account.held) && (
        <p className={styles.muted}>
          {t('office_held', { amount: formatAmount(account.held, account.iso, language) })}
        </p>
      )}
      {actions}
    </article>
  );
}

function AddCurrencyForm({
  taken,
  i18n,
  onAdd,
}: {
  taken: readonly string[];
  i18n: Translator;
  onAdd: (currency: CurrencyCode) => Promise<void>;
}) {
  const { t } = i18n;
  const state = useAccounts();
  const store = useAccountStore();
  const [error, setError] = useState<string | null>(null);
  const options = currencyCodes
    .filter((code) => !taken.includes(code))
    .map((code) => ({ value: code, label: code }));
  const selected = state.selectedAddCurrency;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (selected === null) {
      setError(t('office_add_currency_choose'));
      return;
    }
    setError(null);
    void onAdd(selected);
  };
  if (options.length === 0) return null;
  return (
    <form className={styles.addForm} onSubmit={submit} noValidate aria-labelledby="add-currency-title">
      <h3 id="add-currency-title" className="pl-visually-hidden">
        {t('office_add_currency_title')}
      </h3>
      <NativeSelect
        label={t('office_add_currency_label')}
        options={options}
        value={selected ?? ''}
        placeholder={t('office_add_currency_placeholder')}
        onChange={(event) => {
          setError(null);
          const value = event.target.value;
          if (isCurrencyCode(value)) store.selectAddCurrency(value);
        }}
        error={error ?? undefined}
        disabled={state.isAddInProgress}
      />
      <Button type="submit" loading={state.isAddInProgress}>
        {t('office_add_currency_submit')}
      </Button>
    </form>
  );
}
