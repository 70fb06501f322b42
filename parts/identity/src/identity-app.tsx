import { paths } from '@parlay/contract/paths';
import type { Translator } from '@parlay/i18n';
import { Link } from '@parlay/ui';
import { ConfirmTermsPage } from './confirm-terms-page.tsx';
import styles from './identity.module.css';
import { IdentityPageFrame } from './identity-page-frame.tsx';
import type { IdentityState } from './identity-view.ts';
import { PasswordResetPage } from './password-reset-page.tsx';
import { TokenActionPage } from './token-action-page.tsx';

interface IdentityAppProps {
  state: IdentityState;
  i18n: Translator;
}

export function IdentityApp({ state, i18n }: IdentityAppProps) {
  const { view, language } = state;
  const { t } = i18n;
  switch (view.kind) {
    case 'token-action':
      return <TokenActionPage action={view.action} token={view.token} language={language} i18n={i18n} />;
    case 'password-reset':
      return <PasswordResetPage code={view.code} language={language} i18n={i18n} />;
    case 'confirm-terms':
      return <ConfirmTermsPage language={language} i18n={i18n} />;
    case 'registration':
      return (
        <IdentityPageFrame title={t('identity_registration_title')}>
          <p>{t('identity_registration_text')}</p>
          <p className={styles.actions}>
            <Link href={paths.home.getHref(language)} variant="standalone">
              {t('identity_home_link')}
            </Link>
          </p>
        </IdentityPageFrame>
      );
    case 'not-found':
      return (
        <IdentityPageFrame title={t('identity_not_found_title')}>
          <p>{t('identity_not_found_text')}</p>
          <p className={styles.actions}>
            <Link href={paths.home.getHref(language)} variant="standalone">
              {t('identity_home_link')}
            </Link>
          </p>
        </IdentityPageFrame>
      );
  }
}
