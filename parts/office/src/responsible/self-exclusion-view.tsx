import { blockUser, getSelfExcludeReasons } from '@parlay/client';
import type { SelfExcludeReasonsResponse } from '@parlay/contract';
import { selfExclusionDays } from '@parlay/domain';
import type { Translator } from '@parlay/i18n';
import { Button, NativeSelect } from '@parlay/ui';
import { type FormEvent, useEffect, useState } from 'react';
import styles from '../office.module.css';
import { failureOf, failureText } from '../office-failures.ts';
import { Notice } from '../office-frame.tsx';
import { formatTimeValue } from './limit-units.ts';
import own from './responsible.module.css';
import { TwoStepConfirm } from './two-step-confirm.tsx';

interface SelfExclusionViewProps {
  language: string;
  i18n: Translator;
  /** Called once the exclusion is in force: the server has ended the player's sessions. */
  onExcluded: () => void;
}

type Reason = SelfExcludeReasonsResponse['reasons'][number];
type Reasons =
  | { status: 'loading' }
  | { status: 'failed'; text: string }
  | { status: 'ready'; list: Reason[] };

const dayMs = 86_400_000;

/**
 * Self-exclusion (type 30): the period, the reason (`reasons/selfexclude`), a plain statement of what
 * happens, then a second confirmation that names the end date. An active self-exclusion cannot be
 * cancelled, so nothing here is sent before the second "yes".
 */
export function SelfExclusionView({ language, i18n, onExcluded }: SelfExclusionViewProps) {
  const { t } = i18n;
  const [reasons, setReasons] = useState<Reasons>({ status: 'loading' });
  const [days, setDays] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<{ days?: string; reason?: string }>({});
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    setReasons({ status: 'loading' });
    getSelfExcludeReasons().then(
      (answer) => live && setReasons({ status: 'ready', list: answer.reasons }),
      (error: unknown) => live && setReasons({ status: 'failed', text: failureText(failureOf(error), i18n) }),
    );
    return () => {
      live = false;
    };
  }, [language, i18n, attempt]);

  const dates = new Intl.DateTimeFormat(language, { dateStyle: 'long' });
  const period = Number(days);
  const endDate = dates.format(new Date(Date.now() + period * dayMs));

  const next = (event: FormEvent) => {
    event.preventDefault();
    const problems = {
      ...(days === '' ? { days: t('office_rg_choose_value') } : {}),
      ...(reason === '' ? { reason: t('office_se_reason_required') } : {}),
    };
    setErrors(problems);
    if (problems.days) document.getElementById('self-exclusion-days')?.focus();
    else if (problems.reason) document.getElementById('self-exclusion-reason')?.focus();
    else setConfirming(true);
  };

  const confirm = async () => {
    setBusy(true);
    setFailure(null);
    try {
      await blockUser({ limitType: 30, limitValue: period, selfExcludeReason: Number(reason) });
      onExcluded();
    } catch (error) {
      setFailure(failureText(failureOf(error), i18n));
      setBusy(false);
    }
  };

  return (
    <section className={styles.section} aria-labelledby="self-exclusion-title">
      <h2 id="self-exclusion-title" className={styles.subtitle}>
        {t('office_se_heading')}
      </h2>
      <p className={styles.lead}>{t('office_se_lead')}</p>
      <h3 className={own.limitTitle}>{t('office_se_effects_title')}</h3>
      <ul className={own.effects}>
        <li>{t('office_se_effect_sessions')}</li>
        <li>{t('office_se_effect_sign_in')}</li>
        <li>{t('office_se_effect_marketing')}</li>
        <li>{t('office_se_effect_withdraw')}</li>
        <li>{t('office_se_effect_final')}</li>
      </ul>
      {failure && (
        <Notice tone="error" role="alert">
          <p>{failure}</p>
        </Notice>
      )}
      {reasons.status === 'failed' ? (
        <Notice tone="error" role="alert">
          <p>{reasons.text}</p>
          <p>
            <Button size="sm" variant="secondary" onClick={() => setAttempt((count) => count + 1)}>
              {t('office_retry')}
            </Button>
          </p>
        </Notice>
      ) : confirming ? (
        <TwoStepConfirm
          id="self-exclusion-confirm"
          title={t('office_se_confirm_title', { date: endDate })}
          confirmLabel={t('office_se_confirm')}
          busy={busy}
          onConfirm={confirm}
          onBack={() => {
            setConfirming(false);
            requestAnimationFrame(() => document.getElementById('self-exclusion-days')?.focus());
          }}
          i18n={i18n}
        >
          <p>
            {t('office_se_confirm_text', { period: formatTimeValue(period, 'day', language), date: endDate })}
          </p>
        </TwoStepConfirm>
      ) : (
        <form className={styles.form} onSubmit={next} noValidate>
          <NativeSelect
            id="self-exclusion-days"
            label={t('office_se_period')}
            placeholder={t('office_rg_choose')}
            options={selfExclusionDays.map((value) => ({
              value: String(value),
              label: formatTimeValue(value, 'day', language),
            }))}
            value={days}
            error={errors.days}
            onChange={(event) => setDays(event.target.value)}
          />
          <NativeSelect
            id="self-exclusion-reason"
            label={t('office_se_reason')}
            placeholder={t(reasons.status === 'loading' ? 'office_loading' : 'office_rg_choose')}
            disabled={reasons.status === 'loading'}
            options={
              reasons.status === 'ready'
                ? reasons.list.map((item) => ({
                    value: String(item.id),
                    label: i18n.has(item.label) ? t(item.label) : item.label,
                  }))
                : []
            }
            value={reason}
            error={errors.reason}
            onChange={(event) => setReason(event.target.value)}
          />
          <p className={styles.actions}>
            <Button type="submit" variant="danger">
              {t('office_se_continue')}
            </Button>
          </p>
        </form>
      )}
    </section>
  );
}
