import { endSession } from '@parlay/client';
import { paths } from '@parlay/contract/paths';
import type { LimitTypeId } from '@parlay/domain';
import type { Translator } from '@parlay/i18n';
import { Button, Link } from '@parlay/ui';
import { useState } from 'react';
import styles from '../office.module.css';
import { Notice, OfficeFrame } from '../office-frame.tsx';
import { LimitGroupSection } from './limit-group-section.tsx';
import { groupLimitTypes } from './limit-groups.ts';
import { ProtectionLevel } from './protection-level.tsx';
import { Questionnaire } from './questionnaire.tsx';
import { SelfExclusionView } from './self-exclusion-view.tsx';
import { useLimits } from './use-limits.ts';
import { useNow } from './use-now.ts';

interface ResponsiblePageProps {
  language: string;
  i18n: Translator;
  selfExclusion: boolean;
  /** A full load of a page: after a self-exclusion the session is over, the shell must start again. */
  reload: (href: string) => void;
}

/**
 * Responsible gaming in the office (issue 13): the protection level, then every limit type the site
 * offers by group, with its value, what remains, a change waiting for its cooling-off and the form to
 * set it; or the self-exclusion view (`?view=self-exclusion`).
 */
export function ResponsiblePage({ language, i18n, selfExclusion, reload }: ResponsiblePageProps) {
  /**
   * After a timeout or a self-exclusion: this browser's session is ended too (whatever the server
   * already did with the player's other sessions), and the site starts again, signed out.
   */
  const signOut = () =>
    endSession()
      .catch(() => undefined)
      .then(() => reload(paths.home.getHref(language)));
  return selfExclusion ? (
    <SelfExclusionPage language={language} i18n={i18n} signOut={signOut} />
  ) : (
    <LimitsPage language={language} i18n={i18n} signOut={signOut} />
  );
}

interface ViewProps {
  language: string;
  i18n: Translator;
  signOut: () => void;
}

/** The self-exclusion view: it reads no limits (the server refuses what cannot be done). */
function SelfExclusionPage({ language, i18n, signOut }: ViewProps) {
  const { t } = i18n;
  const [excluded, setExcluded] = useState(false);
  return (
    <OfficeFrame
      current="responsible"
      title={t('office_self_exclusion_title')}
      language={language}
      i18n={i18n}
    >
      <p className={styles.actions}>
        <Link href={paths.responsibleGaming.getHref(language)}>{t('office_se_back_to_limits')}</Link>
      </p>
      {excluded ? (
        <Notice tone="success" role="status" focus>
          <p>{t('office_se_done')}</p>
        </Notice>
      ) : (
        <SelfExclusionView
          language={language}
          i18n={i18n}
          onExcluded={() => {
            setExcluded(true);
            signOut();
          }}
        />
      )}
    </OfficeFrame>
  );
}

function LimitsPage({ language, i18n, signOut }: ViewProps) {
  const { t } = i18n;
  const limits = useLimits(i18n, signOut);
  const now = useNow(limits.hasPending);
  const { data, outcome, questionnaire } = limits;
  return (
    <OfficeFrame current="responsible" title={t('office_responsible_title')} language={language} i18n={i18n}>
      <p className={styles.lead}>{t('office_rg_lead')}</p>
      <ProtectionLevel i18n={i18n} />
      <div aria-live="polite" aria-atomic="true">
        {outcome && (
          <Notice tone={outcome.tone} role={outcome.tone === 'error' ? 'alert' : undefined}>
            {outcome.title && (
              <p>
                <strong>{outcome.title}</strong>
              </p>
            )}
            <p>{outcome.text}</p>
          </Notice>
        )}
      </div>
      {data.status === 'loading' ? (
        <p role="status">{t('office_loading')}</p>
      ) : data.status === 'failed' ? (
        <Notice tone="error" role="alert">
          <p>{data.text}</p>
          <p>
            <Button size="sm" variant="secondary" onClick={limits.reload}>
              {t('office_retry')}
            </Button>
          </p>
        </Notice>
      ) : questionnaire ? (
        <Questionnaire
          questions={questionnaire.questions}
          busy={limits.busy !== null}
          onAnswer={limits.answer}
          onCancel={limits.closeQuestionnaire}
          i18n={i18n}
        />
      ) : (
        groupLimitTypes(data.offered).map((group) => (
          <LimitGroupSection
            key={group.kind}
            group={group}
            rows={data.rows}
            currency={data.currency}
            now={now}
            coolingOffHours={data.coolingOffHours}
            language={language}
            busy={typeof limits.busy === 'number' ? limits.busy : null}
            onSave={(typeId: LimitTypeId, value: number | null) => limits.save(typeId, value)}
            onConfirm={(typeId: LimitTypeId) => limits.act(typeId, 'confirm')}
            onReject={(typeId: LimitTypeId) => limits.act(typeId, 'reject')}
            i18n={i18n}
          />
        ))
      )}
    </OfficeFrame>
  );
}
