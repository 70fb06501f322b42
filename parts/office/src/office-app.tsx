import { routeHref } from '@parlay/contract/route-href';
import type { Translator } from '@parlay/i18n';
import { Link } from '@parlay/ui';
import { AccountPage } from './account-page.tsx';
import { BetsPage } from './bets-page.tsx';
import { DepositForm } from './deposit-form.tsx';
import { HistorypayPage } from './historypay-page.tsx';
import styles from './office.module.css';
import { OfficeFrame } from './office-frame.tsx';
import type { OfficeState } from './office-view.ts';
import { PaymentResultPage } from './payment-result-page.tsx';
import { ResponsiblePage } from './responsible/responsible-page.tsx';
import { RestrictedPage } from './restricted-page.tsx';
import { ResultCard } from './result-card.tsx';
import { WithdrawalForm } from './withdrawal-form.tsx';

interface OfficeAppProps {
  state: OfficeState;
  i18n: Translator;
  /** Moves through the shell (never the part's own history); a full load where there is no shell. */
  navigate?: (href: string) => void;
  /** Leaves the site for another page (the payment provider's): a full load. */
  leave?: (url: string) => void;
}

const loadPage = (href: string) => window.location.assign(href);

export function OfficeApp({ state, i18n, navigate = loadPage, leave = loadPage }: OfficeAppProps) {
  const { view, language } = state;
  const { t } = i18n;
  switch (view.kind) {
    case 'account':
      return <AccountPage language={language} i18n={i18n} />;
    case 'recharge':
      if (view.modal) return <DepositForm language={language} i18n={i18n} leave={leave} />;
      return (
        <OfficeFrame current="recharge" title={t('office_recharge_title')} language={language} i18n={i18n}>
          <DepositForm language={language} i18n={i18n} leave={leave} />
        </OfficeFrame>
      );
    case 'deduce':
      return (
        <OfficeFrame current="deduce" title={t('office_deduce_title')} language={language} i18n={i18n}>
          <WithdrawalForm language={language} i18n={i18n} navigate={navigate} />
        </OfficeFrame>
      );
    case 'history':
      return <BetsPage language={language} i18n={i18n} />;
    case 'historypay':
      return <HistorypayPage language={language} i18n={i18n} />;
    case 'responsible':
      return (
        <ResponsiblePage language={language} i18n={i18n} selfExclusion={view.selfExclusion} reload={leave} />
      );
    case 'payment-result':
      return (
        <PaymentResultPage
          payment={view.payment}
          outcome={view.outcome}
          paymentId={view.paymentId}
          language={language}
          i18n={i18n}
        />
      );
    case 'restricted':
      return <RestrictedPage language={language} i18n={i18n} />;
    case 'closed-section':
      return (
        <OfficeFrame
          current={null}
          title={t(`office_section_${view.section}`)}
          language={language}
          i18n={i18n}
        >
          <p className={styles.lead}>{t('office_section_closed')}</p>
          <p className={styles.actions}>
            <Link href={routeHref('office-account', language)} variant="standalone">
              {t('office_nav_account')}
            </Link>
          </p>
        </OfficeFrame>
      );
    case 'not-found':
      return (
        <ResultCard title={t('office_not_found_title')}>
          <p>{t('office_not_found_text')}</p>
          <p className={styles.actions}>
            <Link href={routeHref('office-account', language)} variant="standalone">
              {t('office_nav_account')}
            </Link>
          </p>
        </ResultCard>
      );
  }
}
