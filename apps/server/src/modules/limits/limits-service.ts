import { randomUUID } from 'node:crypto';
import type {
  AvailableLimitsResponse,
  BlockUserBody,
  ClientLimitsResponse,
  Limit,
  LimitActionBody,
  LimitChange,
  PingResponse,
  QuestionnaireResponse,
  SelfExcludeReasonsResponse,
  TestAnswersBody,
  TestAnswersResponse,
} from '@parlay/contract';
import { unsetLimit } from '@parlay/contract';
import {
  type ActiveLimit,
  availableLimitValues,
  confirmRefusal,
  coolingOffHoursOf,
  isExclusionType,
  isInForce,
  isLimitTypeId,
  isMoneyLimit,
  type LimitChangePlan,
  type LimitInForce,
  type LimitTypeId,
  limitQuestions,
  limitWindowMs,
  type PendingLimit,
  planLimitChange,
  readLimitValue,
  rejectRefusal,
  remainingOf,
  scoreAnswers,
  sessionRemainingMs,
  strictestOfKind,
} from '@parlay/domain';
import type { Executor, Transaction } from '../../db/database.ts';
import type { Emit, EventBus } from '../../events/event-bus.ts';
import { HttpError, validationError } from '../../http/http-error.ts';
import type { HistoryEntry, LimitRow, LimitsRepository } from './limits-repository.ts';
import { inForceOfRow, limitOfRow, stateAt } from './limits-view.ts';
import type { QuestionnaireChange } from './schema.ts';
import { isSelfExcludeReason, selfExcludeReasons } from './self-exclude-reasons.ts';

const hourMs = 3_600_000;
const minuteMs = 60_000;
/** How long the questions of a looser change may be answered. */
export const questionnaireLifetimeMs = 15 * minuteMs;
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The player a call is made for: the user token's player and session, and the call's language. */
export interface LimitsCaller {
  readonly userId: number;
  readonly sessionId: string;
  readonly language: string;
}

/**
 * What a player used of their money limits, and played in a session, from the ledger: the
 * enforcement (limits-enforce) provides it. Amounts in minor units of `currency`.
 */
export interface LimitUsageSource {
  /** Deposits (20-22), stakes (1-3) or net losses (10-12) of the player from `since` to `at`. */
  usedInWindow(
    userId: number,
    typeId: LimitTypeId,
    currency: string,
    since: number,
    at: number,
  ): Promise<number>;
  /** What the player staked and won from `since` to `at`, in their main currency; null if unknown. */
  sessionPlay(
    userId: number,
    since: number,
    at: number,
  ): Promise<{ currency: string; staked: number; won: number } | null>;
}

export interface LimitsServiceDeps {
  repository: LimitsRepository;
  events: Pick<EventBus, 'transaction'>;
  /** The limit types the site offers in a language (its configuration). */
  offeredTypes(language: string): Promise<readonly LimitTypeId[]>;
  /** The player's main account currency, the unit of their money limits. */
  currencyOf(userId: number): Promise<string | null>;
  /** When a live session began (ms), or null. */
  sessionStartedAt(sessionId: string): Promise<number | null>;
  usage(): LimitUsageSource | undefined;
  coolingOffMs: number;
  now: () => number;
}

type FieldErrors = Record<string, string>;

/** A change read and checked: its type, normalised value (null: no limit) and reason. */
interface CheckedChange {
  typeId: LimitTypeId;
  value: number | null;
  reason: number | null;
  /** Where in the request it came from, for the field of a refusal. */
  field: string;
}

/**
 * The limit service (seed 001 §7): reads the player's limits, applies stricter ones at once, puts
 * looser ones and removals behind the questions and the cooling-off, confirms and rejects pending
 * ones, and tells the enforcement which limits are in force. Every write of a player's limits runs
 * in one transaction under a lock on the player, with its history and events.
 */
export function createLimitsService(deps: LimitsServiceDeps) {
  const { repository, now } = deps;

  async function balanceOf(row: LimitRow, caller: LimitsCaller, at: number): Promise<number | null> {
    if (row.value === null) return null;
    const usage = deps.usage();
    if (isMoneyLimit(row.typeId)) {
      const windowMs = limitWindowMs[row.typeId];
      if (usage === undefined || row.currency === null || windowMs === undefined) return null;
      const used = await usage.usedInWindow(caller.userId, row.typeId, row.currency, at - windowMs, at);
      return remainingOf({ limit: inForceOfRow(row), used });
    }
    if (row.typeId === 31) {
      const startedAt = await deps.sessionStartedAt(caller.sessionId);
      return startedAt === null ? null : sessionRemainingMs(row.value * hourMs, startedAt, at);
    }
    return null;
  }

  async function currentLimits(caller: LimitsCaller, executor?: Executor): Promise<Limit[]> {
    const at = now();
    const rows = await repository.listCurrent(caller.userId, executor);
    const limits: Limit[] = [];
    for (const row of rows) {
      if (stateAt(row, at) === 'INACTIVE') continue;
      limits.push(limitOfRow(row, at, await balanceOf(row, caller, at)));
    }
    return limits;
  }

  /** Reads and checks each change: a type the site offers, once, a value it accepts, a known reason. */
  async function checkChanges(
    caller: LimitsCaller,
    changes: readonly (LimitChange & { field: string })[],
  ): Promise<CheckedChange[]> {
    const offered = await deps.offeredTypes(caller.language);
    const fields: FieldErrors = {};
    const checked: CheckedChange[] = [];
    const seen = new Set<number>();
    for (const change of changes) {
      const { limitType, limitValue, selfExcludeReason, field } = change;
      if (!isLimitTypeId(limitType) || !offered.includes(limitType)) {
        fields[`${field}limitType`] = 'responsible_gaming_error_type_not_offered';
        continue;
      }
      if (seen.has(limitType)) {
        fields[`${field}limitType`] = 'responsible_gaming_error_duplicate_type';
        continue;
      }
      seen.add(limitType);
      const reading = readLimitValue(limitType, limitValue);
      if (!reading.ok) {
        fields[`${field}limitValue`] = reading.refusal;
        continue;
      }
      if (
        selfExcludeReason !== undefined &&
        (!isExclusionType(limitType) || !isSelfExcludeReason(selfExcludeReason))
      ) {
        fields[`${field}selfExcludeReason`] = 'responsible_gaming_error_reason_unknown';
        continue;
      }
      checked.push({ typeId: limitType, value: reading.value, reason: selfExcludeReason ?? null, field });
    }
    if (Object.keys(fields).length > 0) throw validationError(fields);
    return checked;
  }

  /** The player's ACTIVE limit of a type in force at `at`, and its pending change, from `rows`. */
  function currentOf(rows: readonly LimitRow[], typeId: LimitTypeId, at: number) {
    const activeRow = rows.find((row) => row.typeId === typeId && row.state === 'ACTIVE');
    const pendingRow = rows.find((row) => row.typeId === typeId && row.state === 'PENDING');
    const active: ActiveLimit | null =
      activeRow === undefined || activeRow.value === null
        ? null
        : {
            value: activeRow.value,
            startedAt: activeRow.startedAt.getTime(),
            endsAt: activeRow.endsAt?.getTime() ?? null,
          };
    return { activeRow, pendingRow, active: active !== null && isInForce(active, at) ? active : null };
  }

  /** Writes a stricter value: the old limit and any pending change of the type stop, the new one starts. */
  async function apply(
    tx: Transaction,
    emit: Emit,
    caller: LimitsCaller,
    change: CheckedChange,
    plan: Extract<LimitChangePlan, { kind: 'apply' }>,
    rows: readonly LimitRow[],
    currency: string | null,
    at: Date,
  ): Promise<void> {
    const { activeRow, pendingRow, active } = currentOf(rows, change.typeId, at.getTime());
    if (pendingRow !== undefined) await repository.deactivate(pendingRow.id, 'superseded', at, tx);
    if (active !== null && plan.active === active) {
      if (pendingRow !== undefined)
        await repository.appendHistory(
          [history(caller, change.typeId, pendingRow.id, 'superseded', null, at)],
          tx,
        );
      return;
    }
    if (activeRow !== undefined)
      await repository.deactivate(activeRow.id, active === null ? 'ended' : 'replaced', at, tx);
    const id = randomUUID();
    await repository.insert(
      {
        id,
        userId: caller.userId,
        typeId: change.typeId,
        state: 'ACTIVE',
        value: plan.active.value,
        currency: isMoneyLimit(change.typeId) ? currency : null,
        startedAt: at,
        endsAt: plan.active.endsAt === null ? null : new Date(plan.active.endsAt),
        selfExcludeReason: change.reason,
      },
      tx,
    );
    await repository.appendHistory([history(caller, change.typeId, id, 'set', plan.active.value, at)], tx);
    if ((change.typeId === 30 || change.typeId === 33) && plan.active.endsAt !== null)
      await emit({
        type: 'limits.exclusion_started',
        userId: caller.userId,
        typeId: change.typeId,
        endsAt: plan.active.endsAt,
      });
  }

  /** Writes a looser value or a removal as PENDING, replacing an earlier pending change of the type. */
  async function pend(
    tx: Transaction,
    caller: LimitsCaller,
    typeId: LimitTypeId,
    pending: PendingLimit,
    rows: readonly LimitRow[],
    currency: string | null,
    at: Date,
  ): Promise<void> {
    const { pendingRow } = currentOf(rows, typeId, at.getTime());
    if (pendingRow !== undefined) await repository.deactivate(pendingRow.id, 'superseded', at, tx);
    const id = randomUUID();
    await repository.insert(
      {
        id,
        userId: caller.userId,
        typeId,
        state: 'PENDING',
        value: pending.value,
        currency: isMoneyLimit(typeId) ? currency : null,
        startedAt: at,
        startsAt: new Date(pending.startsAt),
        expiresAt: pending.expiresAt === null ? null : new Date(pending.expiresAt),
      },
      tx,
    );
    await repository.appendHistory(
      [
        history(
          caller,
          typeId,
          id,
          pending.value === null ? 'removal-requested' : 'requested',
          pending.value,
          at,
        ),
      ],
      tx,
    );
  }

  /**
   * Applies the stricter changes at once and keeps the looser ones for the questions; a change the
   * rules refuse (shortening an exclusion) refuses the whole request, naming its field.
   */
  async function change(
    caller: LimitsCaller,
    checked: readonly CheckedChange[],
  ): Promise<QuestionnaireResponse> {
    const currency = checked.some((c) => isMoneyLimit(c.typeId))
      ? await deps.currencyOf(caller.userId)
      : null;
    const tokenGuid = await deps.events.transaction(async (tx, emit) => {
      await repository.lockPlayer(caller.userId, tx);
      const at = new Date(now());
      const rows = await repository.listCurrent(caller.userId, tx);
      const plans = checked.map((c) => ({ change: c, plan: planOf(c, rows, at.getTime()) }));
      const refusals: FieldErrors = {};
      for (const { change: c, plan } of plans)
        if (plan.kind === 'refuse') refusals[`${c.field}limitValue`] = plan.refusal;
      if (Object.keys(refusals).length > 0) throw validationError(refusals);
      const looser: QuestionnaireChange[] = [];
      for (const { change: c, plan } of plans) {
        if (plan.kind === 'apply') await apply(tx, emit, caller, c, plan, rows, currency, at);
        if (plan.kind === 'pend') looser.push({ typeId: c.typeId, value: c.value });
      }
      if (looser.length === 0) return null;
      const token = randomUUID();
      await repository.insertQuestionnaire(
        {
          tokenGuid: token,
          userId: caller.userId,
          changes: looser,
          createdAt: at,
          expiresAt: new Date(at.getTime() + questionnaireLifetimeMs),
        },
        tx,
      );
      return token;
    });
    return {
      questions: tokenGuid === null ? [] : questionViews(),
      tokenGuid,
      limitsData: await currentLimits(caller),
    };
  }

  function planOf(c: Pick<CheckedChange, 'typeId' | 'value'>, rows: readonly LimitRow[], at: number) {
    const { active } = currentOf(rows, c.typeId, at);
    return planLimitChange({
      typeId: c.typeId,
      active,
      requested: c.value,
      now: at,
      coolingOffMs: deps.coolingOffMs,
    });
  }

  /** The player's row of that id, or a refusal naming `field` as if it did not exist. */
  async function ownRow(
    caller: LimitsCaller,
    limitId: string,
    field: string,
    tx: Transaction,
  ): Promise<LimitRow> {
    const row = uuidPattern.test(limitId)
      ? await repository.findOfPlayer(caller.userId, limitId, tx)
      : undefined;
    if (row === undefined) throw validationError({ [field]: 'responsible_gaming_error_limit_unknown' });
    return row;
  }

  return {
    coolingOffHours: coolingOffHoursOf(deps.coolingOffMs),

    list: (caller: LimitsCaller): Promise<Limit[]> => currentLimits(caller),

    async available(caller: LimitsCaller): Promise<AvailableLimitsResponse> {
      const [offered, current, currency] = await Promise.all([
        deps.offeredTypes(caller.language),
        currentLimits(caller),
        deps.currencyOf(caller.userId),
      ]);
      const limits = offered
        .filter((typeId) => availableLimitValues(typeId) !== undefined)
        .map(
          (typeId) =>
            current.find((limit) => limit.limitType === typeId && limit.limitState === 'ACTIVE') ??
            unsetLimit(typeId, currency),
        );
      return { limits, coolingOffHours: coolingOffHoursOf(deps.coolingOffMs) };
    },

    async setLimits(caller: LimitsCaller, changes: readonly LimitChange[]): Promise<QuestionnaireResponse> {
      const checked = await checkChanges(
        caller,
        changes.map((c, index) => ({ ...c, field: `limits.${index}.` })),
      );
      return change(caller, checked);
    },

    async removeLimit(caller: LimitsCaller, limitId: string): Promise<QuestionnaireResponse> {
      const typeId = await deps.events.transaction(async (tx) => {
        const row = await ownRow(caller, limitId, 'limitId', tx);
        if (row.state !== 'ACTIVE' || stateAt(row, now()) !== 'ACTIVE')
          throw validationError({ limitId: 'responsible_gaming_error_no_limit_to_remove' });
        return row.typeId;
      });
      const offered = await deps.offeredTypes(caller.language);
      if (!offered.includes(typeId))
        throw validationError({ limitId: 'responsible_gaming_error_type_not_offered' });
      try {
        return await change(caller, [{ typeId, value: null, reason: null, field: '' }]);
      } catch (error) {
        throw renamedField(error, 'limitValue', 'limitId');
      }
    },

    async testAnswers(caller: LimitsCaller, body: TestAnswersBody): Promise<TestAnswersResponse> {
      const { tokenGuid, answers } = body;
      const at = new Date(now());
      const known =
        uuidPattern.test(tokenGuid) && (await repository.hasQuestionnaire(caller.userId, tokenGuid, at));
      if (!known) throw validationError({ tokenGuid: 'responsible_gaming_error_token_unknown' });
      const score = scoreAnswers(limitQuestions, answers);
      if (!score.ok) throw validationError({ answers: score.refusal });
      const currency = await deps.currencyOf(caller.userId);
      await deps.events.transaction(async (tx, emit) => {
        await repository.lockPlayer(caller.userId, tx);
        const spent = await repository.spendQuestionnaire(caller.userId, tokenGuid, at, tx);
        if (spent === undefined)
          throw validationError({ tokenGuid: 'responsible_gaming_error_token_unknown' });
        if (!score.passed) {
          await repository.appendHistory(
            spent.changes.map((c) => history(caller, c.typeId, null, 'questions-failed', c.value, at)),
            tx,
          );
          return;
        }
        // The limits may have moved since the questions were asked: each change is planned afresh.
        for (const c of spent.changes) {
          const rows = await repository.listCurrent(caller.userId, tx);
          const plan = planOf(c, rows, at.getTime());
          const checked = { ...c, reason: null, field: '' };
          if (plan.kind === 'pend') await pend(tx, caller, c.typeId, plan.pending, rows, currency, at);
          if (plan.kind === 'apply') await apply(tx, emit, caller, checked, plan, rows, currency, at);
        }
      });
      return {
        questionsResult: score.results,
        success: score.passed,
        limitsData: await currentLimits(caller),
      };
    },

    async limitAction(caller: LimitsCaller, { limitId, action }: LimitActionBody) {
      await deps.events.transaction(async (tx) => {
        await repository.lockPlayer(caller.userId, tx);
        const at = now();
        const row = await ownRow(caller, limitId, 'limitId', tx);
        if (row.state !== 'PENDING' || row.startsAt === null)
          throw validationError({ limitId: 'responsible_gaming_error_not_pending' });
        const pending: PendingLimit = {
          value: row.value,
          requestedAt: row.startedAt.getTime(),
          startsAt: row.startsAt.getTime(),
          expiresAt: row.expiresAt?.getTime() ?? null,
        };
        const refusal =
          action === 'confirm' ? confirmRefusal(pending, at) : rejectRefusal(row.typeId, pending, at);
        if (refusal !== undefined) throw validationError({ limitId: refusal });
        const when = new Date(at);
        if (action === 'reject') {
          await repository.deactivate(row.id, 'rejected', when, tx);
          await repository.appendHistory(
            [history(caller, row.typeId, row.id, 'rejected', row.value, when)],
            tx,
          );
          return;
        }
        const { activeRow } = currentOf(await repository.listCurrent(caller.userId, tx), row.typeId, at);
        if (activeRow !== undefined)
          await repository.deactivate(activeRow.id, row.value === null ? 'removed' : 'replaced', when, tx);
        if (row.value === null) await repository.deactivate(row.id, 'confirmed', when, tx);
        else await repository.activate(row.id, when, tx);
        const action_ = row.value === null ? 'removed' : 'confirmed';
        await repository.appendHistory([history(caller, row.typeId, row.id, action_, row.value, when)], tx);
      });
      return { success: true as const, limitsData: await currentLimits(caller) };
    },

    selfExcludeReasons(): SelfExcludeReasonsResponse {
      return { reasons: selfExcludeReasons.map((reason) => ({ ...reason })) };
    },

    /** Self-exclusion or timeout at once (`BlockUser`). */
    async blockUser(caller: LimitsCaller, body: BlockUserBody): Promise<{ success: true }> {
      if (body.limitType !== 30 && body.limitType !== 33)
        throw validationError({ limitType: 'responsible_gaming_error_not_exclusion' });
      const checked = await checkChanges(caller, [{ ...body, field: '' }]);
      await change(caller, checked);
      return { success: true };
    },

    async ping(caller: LimitsCaller): Promise<PingResponse> {
      const { limitMs, remainingMs } = await sessionLimitOf(caller);
      return {
        sessionLimitEnded: remainingMs === 0,
        sessionRemainingMs: remainingMs,
        sessionLimitMs: limitMs,
      };
    },

    async clientLimits(caller: LimitsCaller): Promise<ClientLimitsResponse> {
      const at = now();
      const { startedAt, limitMs, remainingMs, inForce } = await sessionLimitOf(caller);
      const realityCheck = strictestOfKind(inForce, 'reality-check');
      const usage = deps.usage();
      return {
        serverTime: at,
        session: { startedAt, limitMs, remainingMs, ended: remainingMs === 0 },
        realityCheck: { intervalMs: realityCheck === undefined ? null : realityCheck.value * minuteMs },
        play: usage === undefined ? null : await usage.sessionPlay(caller.userId, startedAt, at),
      };
    },

    /** Every ACTIVE limit of the player in force at `at` (ms), one per type. */
    async limitsInForce(userId: number, at: number, executor?: Executor): Promise<readonly LimitInForce[]> {
      const rows = await repository.listInForce(userId, new Date(at), executor);
      return rows.map(inForceOfRow);
    },
  };

  async function sessionLimitOf(caller: LimitsCaller) {
    const at = now();
    const inForce = (await repository.listInForce(caller.userId, new Date(at))).map(inForceOfRow);
    const startedAt = (await deps.sessionStartedAt(caller.sessionId)) ?? at;
    const session = strictestOfKind(inForce, 'session');
    const limitMs = session === undefined ? null : session.value * hourMs;
    const remainingMs = limitMs === null ? null : sessionRemainingMs(limitMs, startedAt, at);
    return { startedAt, limitMs, remainingMs, inForce };
  }
}
export type LimitsService = ReturnType<typeof createLimitsService>;

function history(
  caller: LimitsCaller,
  typeId: LimitTypeId,
  limitId: string | null,
  action: string,
  value: number | null,
  at: Date,
): HistoryEntry {
  return { userId: caller.userId, typeId, limitId, action, value, at };
}

/** The questions as the page shows them (texts are dictionary keys). */
function questionViews(): QuestionnaireResponse['questions'] {
  return limitQuestions.map(({ id, textKey, answers }) => ({
    id,
    textKey,
    answers: answers.map((a) => ({ ...a })),
  }));
}

/** A refusal of one change whose field the caller knows by another name (`DELETE limit` names `limitId`). */
function renamedField(error: unknown, from: string, to: string): unknown {
  if (!(error instanceof HttpError) || error.fields === undefined || !(from in error.fields)) return error;
  const { [from]: messageKey, ...rest } = error.fields;
  return validationError({ ...rest, [to]: messageKey ?? 'main_validation_invalid_value' });
}
