import type { ApiFailure } from '@parlay/client';
import { paths } from '@parlay/contract/paths';
import type { Translator } from '@parlay/i18n';
import { Button, Link, Spinner } from '@parlay/ui';
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import styles from './identity.module.css';
import { classifyLinkFailure, failureOf, failureText, identityApi } from './identity-api.ts';
import { type FrameTone, IdentityPageFrame } from './identity-page-frame.tsx';
import type { TokenAction } from './identity-view.ts';

type Outcome =
  | { kind: 'missing' }
  | { kind: 'checking' }
  | { kind: 'done' }
  | { kind: 'expired' }
  | { kind: 'invalid' }
  | { kind: 'failed'; failure: ApiFailure };

/** Dictionary key prefix per action: activate and activatefast confirm the email the same way. */
const textPrefix: Readonly<Record<TokenAction, string>> = {
  activate: 'identity_activate',
  activatefast: 'identity_activate',
  accountverify: 'identity_verify',
  stopnewsletter: 'identity_newsletter',
};

interface TokenActionPageProps {
  action: TokenAction;
  token: string | null;
  language: string;
  i18n: Translator;
}

/**
 * An email link's page: sends the link's token once when the page opens (never during the server
 * render, so a mail scanner fetching the link changes nothing) and shows what came of it.
 */
export function TokenActionPage({ action, token, language, i18n }: TokenActionPageProps) {
  const { t } = i18n;
  const prefix = textPrefix[action];
  const [outcome, setOutcome] = useState<Outcome>(
    token === null ? { kind: 'missing' } : { kind: 'checking' },
  );
  // The token is single-use: a second send (React's development double effect) would report it used.
  const sent = useRef(false);

  const send = useCallback(async () => {
    if (token === null) return;
    setOutcome({ kind: 'checking' });
    try {
      await identityApi.tokenAction(action, token);
      setOutcome({ kind: 'done' });
    } catch (error) {
      const failure = failureOf(error);
      const kind = classifyLinkFailure(failure);
      setOutcome(kind === 'other' ? { kind: 'failed', failure } : { kind });
    }
  }, [action, token]);

  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    void send();
  }, [send]);

  const homeLink = (
    <Link href={paths.home.getHref(language)} variant="standalone">
      {t('identity_home_link')}
    </Link>
  );
  const view = ((): { title: string; tone: FrameTone; body: ReactNode } => {
    switch (outcome.kind) {
      case 'missing':
        return {
          title: t(`${prefix}_title`),
          tone: 'warning',
          body: (
            <>
              <p>{t(`${prefix}_missing_text`)}</p>
              <p className={styles.actions}>{homeLink}</p>
            </>
          ),
        };
      case 'checking':
        return {
          title: t(`${prefix}_title`),
          tone: 'neutral',
          body: <Spinner label={t('identity_checking')} />,
        };
      case 'done':
        return {
          title: t(`${prefix}_done_title`),
          tone: 'success',
          body: (
            <>
              <p>{t(`${prefix}_done_text`)}</p>
              <p className={styles.actions}>{homeLink}</p>
            </>
          ),
        };
      case 'expired':
      case 'invalid':
        return {
          title: t(`identity_link_${outcome.kind}_title`),
          tone: 'warning',
          body: (
            <>
              <p>{t(`identity_link_${outcome.kind}_text`)}</p>
              <p>{t(`${prefix}_next_step`)}</p>
              <p className={styles.actions}>{homeLink}</p>
            </>
          ),
        };
      case 'failed':
        return {
          title: t('identity_error_title'),
          tone: 'error',
          body: (
            <>
              <p role="alert">{failureText(outcome.failure, t, i18n.has)}</p>
              <p className={styles.actions}>
                <Button onClick={() => void send()}>{t('identity_retry')}</Button>
                {homeLink}
              </p>
            </>
          ),
        };
    }
  })();

  return (
    <IdentityPageFrame title={view.title} tone={view.tone}>
      {view.body}
    </IdentityPageFrame>
  );
}
