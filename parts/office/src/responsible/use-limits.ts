import {
  actOnLimit,
  answerLimitQuestions,
  blockUser,
  getAvailableLimits,
  getLimits,
  removeLimit,
  setLimits,
} from '@parlay/client';
import type { Limit, LimitQuestionView, QuestionnaireResponse } from '@parlay/contract';
import { type CurrencyCode, type LimitTypeId, limitKindOf } from '@parlay/domain';
import type { Translator } from '@parlay/i18n';
import { useCallback, useEffect, useState } from 'react';
import { failureOf, failureText } from '../office-failures.ts';
import type { NoticeTone } from '../office-frame.tsx';
import { limitActionFailure, limitSaveFailure } from './limit-failures.ts';
import { currencyOfLimits, type LimitRow, limitRowOf, limitsOfType } from './limit-rows.ts';

export type LimitsData =
  | { status: 'loading' }
  | { status: 'failed'; text: string }
  | {
      status: 'ready';
      rows: LimitRow[];
      /** The types the site offers (availablelimits), in the server's order. */
      offered: LimitTypeId[];
      currency: CurrencyCode | null;
      coolingOffHours: number;
    };

/** What the last action came to, said in the page's live region. */
export type LimitOutcome = { tone: NoticeTone; title?: string; text: string } | null;

export interface OpenQuestionnaire {
  tokenGuid: string;
  questions: LimitQuestionView[];
}

/**
 * The limits page's data and actions: the offered types and the player's limits, which every
 * change's answer carries as they now are (the server is the one that knows what took effect and
 * what waits), read again after a failure; a looser change goes through the questionnaire; a
 * timeout, sent through BlockUser, ends the session (`onBlocked`).
 */
export function useLimits(i18n: Translator, onBlocked: () => void) {
  const { t } = i18n;
  const [data, setData] = useState<LimitsData>({ status: 'loading' });
  const [busy, setBusy] = useState<LimitTypeId | 'questions' | null>(null);
  const [outcome, setOutcome] = useState<LimitOutcome>(null);
  const [questionnaire, setQuestionnaire] = useState<OpenQuestionnaire | null>(null);
  const [reads, setReads] = useState(0);

  useEffect(() => {
    let live = true;
    // A reload keeps what is on screen until the new answer; only the first read shows "Loading".
    Promise.all([getAvailableLimits(), getLimits()]).then(
      ([available, mine]) => {
        if (!live) return;
        const all = [...available.limits, ...mine.limits];
        setData({
          status: 'ready',
          rows: mine.limits.map(limitRowOf),
          offered: [...new Set(available.limits.map((limit) => limit.limitType))],
          currency: currencyOfLimits(all),
          coolingOffHours: available.coolingOffHours,
        });
      },
      (error: unknown) => live && setData({ status: 'failed', text: failureText(failureOf(error), i18n) }),
    );
    return () => {
      live = false;
    };
  }, [i18n, reads]);

  const reload = useCallback(() => setReads((count) => count + 1), []);
  /** The player's limits as an answer has them: what a new read would find. */
  const show = (limits: readonly Limit[]) =>
    setData((current) =>
      current.status === 'ready'
        ? { ...current, rows: limits.map(limitRowOf), currency: currencyOfLimits(limits) ?? current.currency }
        : current,
    );
  const rows = data.status === 'ready' ? data.rows : [];
  const coolingOffHours = data.status === 'ready' ? data.coolingOffHours : 24;

  /** A change's answer: questions to answer first, or the stricter values already in force. */
  const changed = (answer: QuestionnaireResponse) => {
    if (answer.tokenGuid !== null && answer.questions.length > 0) {
      setQuestionnaire({ tokenGuid: answer.tokenGuid, questions: answer.questions });
      return;
    }
    setOutcome({ tone: 'success', text: t('office_rg_saved') });
    show(answer.limitsData);
  };

  const run = async (subject: LimitTypeId | 'questions', action: () => Promise<void>) => {
    setBusy(subject);
    setOutcome(null);
    try {
      await action();
    } finally {
      setBusy(null);
    }
  };

  const save = (typeId: LimitTypeId, value: number | null) =>
    run(typeId, async () => {
      try {
        if (limitKindOf[typeId] === 'timeout' && value !== null) {
          await blockUser({ limitType: typeId, limitValue: value });
          onBlocked();
          return;
        }
        const active = limitsOfType(rows, typeId).active;
        if (value === null) {
          if (active?.id) changed(await removeLimit(active.id));
          return;
        }
        changed(await setLimits({ limits: [{ limitType: typeId, limitValue: value }] }));
      } catch (error) {
        setOutcome({ tone: 'error', ...limitSaveFailure(failureOf(error), i18n) });
      }
    });

  const answer = (answers: { questionId: number; answerId: number }[]) =>
    run('questions', async () => {
      if (!questionnaire) return;
      try {
        const result = await answerLimitQuestions({ tokenGuid: questionnaire.tokenGuid, answers });
        setOutcome(
          result.success
            ? { tone: 'success', text: t('office_rg_pending_saved', { hours: coolingOffHours }) }
            : { tone: 'warning', text: t('office_rg_questions_failed') },
        );
        show(result.limitsData);
      } catch (error) {
        setOutcome({ tone: 'error', ...limitSaveFailure(failureOf(error), i18n) });
        reload();
      }
      setQuestionnaire(null);
    });

  const act = (typeId: LimitTypeId, action: 'confirm' | 'reject') =>
    run(typeId, async () => {
      const pending = limitsOfType(rows, typeId).pending;
      if (!pending?.id) return;
      try {
        const result = await actOnLimit({ limitId: pending.id, action });
        show(result.limitsData);
        setOutcome({
          tone: 'success',
          text: t(
            action === 'confirm'
              ? 'responsible_gaming_confirm_limit_success'
              : 'responsible_gaming_cancel_limit_success',
          ),
        });
      } catch (error) {
        setOutcome({ tone: 'error', text: limitActionFailure(failureOf(error), action, i18n) });
        reload();
      }
    });

  return {
    data,
    busy,
    outcome,
    questionnaire,
    hasPending: rows.some((row) => row.state === 'PENDING'),
    reload,
    save,
    answer,
    act,
    closeQuestionnaire: () => setQuestionnaire(null),
  };
}
