import { paths } from '@parlay/contract/paths';
import type { Translator } from '@parlay/i18n';
import { Button, Link } from '@parlay/ui';
import { useState } from 'react';
import styles from './identity.module.css';
import { failureOf, failureText, identityApi } from './identity-api.ts';
import { IdentityPageFrame } from './identity-page-frame.tsx';

interface ConfirmTermsPageProps {
  language: string;
  i18n: Translator;
  /** A full page load (tests pass their own). */
  loadPage?: (href: string) => void;
}

const loadInBrowser = (href: string) => window.location.assign(href);

/**
 * Changed terms (seed 001 §4 "Bans", §8 HTTP 451): the user reads the summary, may open the full
 * rules, and accepts; the site opens again once the server has recorded the accepted version.
 * Home then loads in full, not through the shell's router: the shell's session in this page still
 * says the terms changed and would send the user straight back here; the server renders the new
 * page with the session it has just updated.
 */
export function ConfirmTermsPage({ language, i18n, loadPage = loadInBrowser }: ConfirmTermsPageProps) {
  const { t } = i18n;
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function accept() {
    setSaving(true);
    setError(null);
    try {
      await identityApi.confirmTerms();
      loadPage(paths.home.getHref(language));
    } catch (failed) {
      setSaving(false);
      setError(failureText(failureOf(failed), t, i18n.has));
    }
  }

  return (
    <IdentityPageFrame title={t('identity_terms_title')}>
      <p>{t('identity_terms_text')}</p>
      <ul className={styles.summary}>
        <li>{t('identity_terms_point_rules')}</li>
        <li>{t('identity_terms_point_responsible')}</li>
        <li>{t('identity_terms_point_privacy')}</li>
      </ul>
      <p>
        <Link href={paths.rules.getHref(language)} target="_blank" rel="noopener">
          {t('identity_terms_read_rules')}
        </Link>
      </p>
      {error && (
        <p role="alert" className={styles.formError}>
          {error}
        </p>
      )}
      <p className={styles.actions}>
        <Button onClick={() => void accept()} loading={saving}>
          {t('identity_terms_accept')}
        </Button>
      </p>
    </IdentityPageFrame>
  );
}
