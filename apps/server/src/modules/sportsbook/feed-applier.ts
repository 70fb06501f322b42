import type { FeedMessage, FeedMessageOf, Fixture, RealtimePayload } from '@parlay/contract';
import {
  applyMarketCommand,
  finalScoreMarketOf,
  gameStatusIds,
  isGameInPlay,
  type MarketCommand,
  type MarketEffect,
  type MarketState,
  marketRestrictions,
  type OutcomeTypeId,
  outcomeParam,
  outcomeTypeIds,
  parseSpecifier,
  siteLanguageCodes,
} from '@parlay/domain';
import type { Transaction } from '../../db/database.ts';
import type { Emit, EventBus } from '../../events/event-bus.ts';
import type {
  FeedRepository,
  MarketRow,
  MarketStateWrite,
  MarketTypeRow,
  SelectionRow,
} from './feed-repository.ts';
import { gameStateColumns, gameStateOf, isNewsworthy, scoreChangedPayload } from './game-state-row.ts';
import { selectionNames } from './market-names.ts';
import { slugOf, sportSlugOf } from './slug.ts';

/** Something to tell sockets once the message's transaction has committed. */
export type Publication =
  | { channel: 'odds'; payload: RealtimePayload<'odds'> }
  | { channel: 'scores'; payload: RealtimePayload<'scores'> };

export interface FeedApplierDeps {
  repository: FeedRepository;
  events: EventBus;
  /** The market types the provider described, by id. */
  marketTypes: () => ReadonlyMap<number, MarketTypeRow>;
  publish: (publication: Publication) => Promise<void>;
  log: { warn(details: object, message: string): void; error(details: object, message: string): void };
}

/** What became of a message: applied, already applied before, or ahead of one not yet seen. */
export type ApplyOutcome = 'applied' | 'duplicate' | 'gap';

const marketKey = (typeId: number, specifier: string) => `${typeId}|${specifier}`;

function stateOf(row: MarketRow): MarketState {
  return {
    status: row.status,
    trading: row.trading,
    cancelWindows: row.cancelWindows,
    ...(row.results === null || row.certainty === null
      ? {}
      : { settlement: { certainty: row.certainty, results: row.results } }),
  };
}

function writeOf(id: number, state: MarketState, isLive: boolean): MarketStateWrite {
  return {
    id,
    status: state.status,
    trading: state.trading,
    certainty: state.settlement?.certainty ?? null,
    results: state.settlement?.results ?? null,
    cancelWindows: state.cancelWindows,
    isLive,
  };
}

const decimalOdds = (thousandths: number | null) => (thousandths === null ? null : thousandths / 1000);

/**
 * Applies feed messages to the line: each once, in its producer's sequence, in one transaction
 * with the domain events it causes (the coupon's settlements); what sockets should hear goes out
 * after the commit.
 */
export function createFeedApplier(deps: FeedApplierDeps) {
  const { repository, events, log } = deps;

  async function applyFixture(
    message: FeedMessageOf<'fixture-change'>,
    tx: Transaction,
  ): Promise<Publication[]> {
    const { fixture } = message;
    const sportId = await repository.upsertSport(
      {
        externalId: fixture.sport.id,
        slug: sportSlugOf(fixture.sport.names.en),
        names: fixture.sport.names,
        sortOrder: fixture.sport.sortOrder,
      },
      tx,
    );
    const categoryId = await repository.upsertCategory(
      {
        externalId: fixture.category.id,
        sportId,
        slug: slugOf(fixture.category.names.en),
        names: fixture.category.names,
        countryCode: fixture.category.countryCode,
      },
      tx,
    );
    const champId = await repository.upsertChampionship(
      {
        externalId: fixture.championship.id,
        sportId,
        categoryId,
        slug: slugOf(fixture.championship.names.en),
        names: fixture.championship.names,
        sections: [...fixture.championship.sections],
        sortOrder: fixture.championship.sortOrder,
      },
      tx,
    );
    const teamIds = await repository.upsertTeams(
      fixture.competitors.map((competitor) => ({
        externalId: competitor.id,
        sportId,
        slug: slugOf(competitor.names.en),
        names: competitor.names,
        countryCode: competitor.countryCode,
      })),
      tx,
    );
    const competitorIds = fixture.competitors.map((competitor) => teamIds.get(competitor.id)!);
    const names = gameNames(fixture);
    const { id, previous } = await repository.upsertGame(
      {
        externalId: fixture.gameId,
        producerId: message.producerId,
        kind: fixture.kind,
        sportId,
        categoryId,
        champId,
        homeTeamId: fixture.kind === 'match' ? (competitorIds[0] ?? null) : null,
        awayTeamId: fixture.kind === 'match' ? (competitorIds[1] ?? null) : null,
        competitorIds: fixture.kind === 'outright' ? competitorIds : [],
        slug: slugOf(names.en ?? fixture.gameId),
        names,
        startAt: new Date(fixture.startAt),
        liveCoverage: fixture.liveCoverage,
        sections: [...fixture.sections],
        hasVideo: fixture.hasVideo,
        playersDuel: fixture.playersDuel,
        ...(message.change === 'cancelled' ? { status: gameStatusIds.cancelled } : {}),
      },
      tx,
    );
    if (
      message.change !== 'cancelled' ||
      previous === undefined ||
      previous.status === gameStatusIds.cancelled
    )
      return [];
    const state = { ...gameStateOf(previous), status: gameStatusIds.cancelled, clock: null };
    return [{ channel: 'scores', payload: scoreChangedPayload(id, state) }];
  }

  async function applyOddsChange(
    message: FeedMessageOf<'odds-change'>,
    tx: Transaction,
  ): Promise<Publication[]> {
    const game = await repository.gameByExternalId(message.gameId, tx);
    if (game === undefined) {
      log.warn(
        { gameId: message.gameId, sequence: message.sequence },
        'odds for a game the feed never announced',
      );
      return [];
    }
    const publications: Publication[] = [];
    if (message.gameState !== undefined) {
      const before = gameStateOf(game);
      const columns = gameStateColumns(message.gameState, message.timestamp);
      if (game.status === gameStatusIds.ended) delete columns.endedAt;
      await repository.updateGame(game.id, columns, tx);
      if (isNewsworthy(before, message.gameState))
        publications.push({ channel: 'scores', payload: scoreChangedPayload(game.id, message.gameState) });
    }
    if (message.markets.length === 0) return publications;

    const existing = new Map(
      (await repository.marketsOfGame(game.id, tx)).map((row) => [marketKey(row.typeId, row.specifier), row]),
    );
    const added = await repository.insertMarkets(
      message.markets
        .filter((market) => !existing.has(marketKey(market.typeId, market.specifier)))
        .map((market) => ({
          gameId: game.id,
          typeId: market.typeId,
          specifier: market.specifier,
          status: market.status,
          trading: market.status,
          isLive: market.isLive,
          kind: market.kind,
          ...marketRestrictions(market.typeId, market.kind),
        })),
      tx,
    );
    const addedIds = new Set(added.map((row) => row.id));
    for (const row of added) existing.set(marketKey(row.typeId, row.specifier), row);

    const writes: MarketStateWrite[] = [];
    const statusChanged = new Set<number>();
    const priced: { row: MarketRow; market: (typeof message.markets)[number] }[] = [];
    for (const market of message.markets) {
      const row = existing.get(marketKey(market.typeId, market.specifier))!;
      if (addedIds.has(row.id)) {
        priced.push({ row, market });
        continue;
      }
      const transition = applyMarketCommand(stateOf(row), { type: 'odds-change', status: market.status });
      if (transition.effects.some((effect) => effect.kind === 'status-changed')) statusChanged.add(row.id);
      if (transition.effects.length > 0 || row.isLive !== market.isLive)
        writes.push(writeOf(row.id, transition.state, market.isLive));
      if (transition.effects.some((effect) => effect.kind === 'prices-apply')) priced.push({ row, market });
    }
    await repository.updateMarketStates(writes, tx);

    const current = await repository.selectionsOfMarkets(
      priced.map(({ row }) => row.id),
      tx,
    );
    const byOutcome = new Map(
      current.map((selection) => [`${selection.marketId}|${selection.outcomeKey}`, selection]),
    );
    const competitorIds = priced.flatMap(({ market }) =>
      market.outcomes
        .filter((outcome) => outcome.typeId === outcomeTypeIds.competitor)
        .map((outcome) => outcome.id),
    );
    const competitors = await repository.teamsByExternalId(competitorIds, tx);
    const types = deps.marketTypes();
    const added_: Parameters<FeedRepository['insertSelections']>[0][number][] = [];
    const updates: { id: number; coef: number | null; previousCoef: number | null }[] = [];
    const moved = new Map<number, { id: number; coef: number | null }>();
    for (const { row, market } of priced) {
      const finalScoreMarket = finalScoreMarketOf(market.typeId, market.specifier);
      const goalnr = parseSpecifier(market.specifier).goalnr;
      if (!types.has(market.typeId))
        log.warn({ typeId: market.typeId }, 'a market type the feed never described');
      market.outcomes.forEach((outcome, index) => {
        const selection = byOutcome.get(`${row.id}|${outcome.id}`);
        if (selection === undefined) {
          const competitor =
            outcome.typeId === outcomeTypeIds.competitor ? competitors.get(outcome.id) : undefined;
          const param =
            finalScoreMarket === undefined
              ? undefined
              : outcomeParam(finalScoreMarket, outcome.typeId as OutcomeTypeId);
          added_.push({
            marketId: row.id,
            gameId: game.id,
            outcomeKey: outcome.id,
            typeId: outcome.typeId,
            param: param ?? null,
            teamId: competitor?.id ?? null,
            coef: outcome.odds,
            previousCoef: null,
            names: selectionNames(types.get(market.typeId), outcome.typeId, {
              param,
              goalnr,
              competitor: competitor?.names,
            }),
            sortOrder: index,
          });
        } else if (selection.coef !== outcome.odds) {
          updates.push({ id: selection.id, coef: outcome.odds, previousCoef: selection.coef });
          moved.set(selection.id, { id: selection.id, coef: outcome.odds });
        }
      });
    }
    const inserted = await repository.insertSelections(added_, tx);
    await repository.updateSelectionPrices(updates, tx);

    // Every market of the game is in `existing` (the added ones too); the writes are newer.
    const statusOf = new Map([...existing.values()].map((row) => [row.id, row.status]));
    for (const write of writes) statusOf.set(write.id, write.status);
    // New selections of a game before its start reach pages with the line itself (HTTP); pushing
    // every newly announced game's prices would flood every socket. In play, new markets are news.
    const inPlay = isGameInPlay(message.gameState?.status ?? game.status);
    const changes = [
      ...(inPlay ? inserted : []).map((selection) => ({
        id: selection.id,
        coef: selection.coef,
        marketId: selection.marketId,
      })),
      ...current
        .filter((selection) => moved.has(selection.id) || statusChanged.has(selection.marketId))
        .map((selection) => ({
          id: selection.id,
          coef: moved.get(selection.id)?.coef ?? selection.coef,
          marketId: selection.marketId,
        })),
    ];
    if (changes.length > 0)
      publications.push({
        channel: 'odds',
        payload: {
          kind: 'odds.changed',
          gameId: game.id,
          markets: changes.map((change) => ({
            id: change.id,
            coef: decimalOdds(change.coef),
            status: statusOf.get(change.marketId)!,
          })),
        },
      });
    return publications;
  }

  /**
   * A command for some of a game's markets (bet stop, settlement, cancel, rollbacks): each market
   * through the state machine, its effects told to the coupon as domain events, its selections'
   * new status to sockets.
   */
  async function applyMarketCommands(
    message: FeedMessage,
    gameExternalId: string,
    commandFor: (market: MarketRow) => MarketCommand | undefined,
    tx: Transaction,
    emit: Emit,
  ): Promise<Publication[]> {
    const game = await repository.gameByExternalId(gameExternalId, tx);
    if (game === undefined) {
      log.warn(
        { gameId: gameExternalId, sequence: message.sequence },
        'a message for a game the feed never announced',
      );
      return [];
    }
    const rows = await repository.marketsOfGame(game.id, tx);
    const changed: { row: MarketRow; effects: readonly MarketEffect[]; state: MarketState }[] = [];
    for (const row of rows) {
      const command = commandFor(row);
      if (command === undefined) continue;
      const transition = applyMarketCommand(stateOf(row), command);
      if (transition.effects.length > 0)
        changed.push({ row, effects: transition.effects, state: transition.state });
    }
    if (changed.length === 0) return [];
    await repository.updateMarketStates(
      changed.map(({ row, state }) => writeOf(row.id, state, row.isLive)),
      tx,
    );
    const selections = await repository.selectionsOfMarkets(
      changed.map(({ row }) => row.id),
      tx,
    );
    const selectionsOf = (marketId: number) =>
      selections.filter((selection) => selection.marketId === marketId);
    const reason = message.type === 'cancel' ? message.reason : 'other';
    for (const { row, effects } of changed) {
      for (const effect of effects)
        await emitEffect(emit, game.id, row, effect, selectionsOf(row.id), reason);
    }
    const statusChanged = changed.filter(({ effects }) =>
      effects.some((effect) => effect.kind === 'status-changed'),
    );
    const markets = statusChanged.flatMap(({ row, state }) =>
      selectionsOf(row.id).map((selection) => ({
        id: selection.id,
        coef: decimalOdds(selection.coef),
        status: state.status,
      })),
    );
    return markets.length === 0
      ? []
      : [{ channel: 'odds', payload: { kind: 'odds.changed', gameId: game.id, markets } }];
  }

  function applyMessage(message: FeedMessage, tx: Transaction, emit: Emit): Promise<Publication[]> {
    switch (message.type) {
      case 'fixture-change':
        return applyFixture(message, tx);
      case 'odds-change':
        return applyOddsChange(message, tx);
      case 'bet-stop': {
        const types = message.marketTypeIds === undefined ? undefined : new Set(message.marketTypeIds);
        return applyMarketCommands(
          message,
          message.gameId,
          (row) => (types === undefined || types.has(row.typeId) ? { type: 'bet-stop' } : undefined),
          tx,
          emit,
        );
      }
      case 'settlement': {
        const byKey = new Map(
          message.markets.map((market) => [marketKey(market.typeId, market.specifier), market]),
        );
        return applyMarketCommands(
          message,
          message.gameId,
          (row) => {
            const market = byKey.get(marketKey(row.typeId, row.specifier));
            if (market === undefined) return undefined;
            const results = Object.fromEntries(
              market.outcomes.map((outcome) => [
                outcome.id,
                {
                  won: outcome.result === 'won',
                  voidFactor: outcome.voidFactor,
                  deadHeatFactor: outcome.deadHeatFactor,
                },
              ]),
            );
            return { type: 'settle', certainty: message.certainty, results };
          },
          tx,
          emit,
        );
      }
      case 'cancel':
      case 'rollback-cancel':
      case 'rollback-settlement': {
        const keys =
          message.markets === undefined
            ? undefined
            : new Set(message.markets.map((market) => marketKey(market.typeId, market.specifier)));
        const command: MarketCommand =
          message.type === 'rollback-settlement'
            ? { type: 'rollback-settlement' }
            : { type: message.type, ...(message.window === undefined ? {} : { window: message.window }) };
        return applyMarketCommands(
          message,
          message.gameId,
          (row) =>
            keys === undefined || keys.has(marketKey(row.typeId, row.specifier)) ? command : undefined,
          tx,
          emit,
        );
      }
    }
  }

  return {
    /** Applies one message once: a repeat is a `duplicate`, one after a missing message a `gap` (nothing done). */
    async apply(message: FeedMessage): Promise<ApplyOutcome> {
      const { outcome, publications } = await events.transaction(async (tx, emit) => {
        const claim = await repository.claimSequence(message.producerId, message.sequence, tx);
        if (claim !== 'apply') return { outcome: claim, publications: [] as Publication[] };
        return { outcome: 'applied' as const, publications: await applyMessage(message, tx, emit) };
      });
      for (const publication of publications) {
        try {
          await deps.publish(publication);
        } catch (error) {
          // The line is right; a page that missed this gets it on its next load or resync.
          log.error({ err: error, channel: publication.channel }, 'realtime publication failed');
        }
      }
      return outcome;
    },
  };
}

function gameNames(fixture: Fixture): Record<string, string> {
  if (fixture.names !== undefined || fixture.kind === 'outright')
    return fixture.names ?? fixture.championship.names;
  const [home, away] = fixture.competitors;
  return Object.fromEntries(
    siteLanguageCodes.map((language) => [
      language,
      `${home?.names[language] ?? '?'} — ${away?.names[language] ?? '?'}`,
    ]),
  );
}

async function emitEffect(
  emit: Emit,
  gameId: number,
  market: MarketRow,
  effect: MarketEffect,
  selections: readonly SelectionRow[],
  reason: 'odds-error' | 'game-cancelled' | 'other',
): Promise<void> {
  const selectionIds = selections.map((selection) => selection.id);
  if (selectionIds.length === 0) return;
  const base = { marketId: market.id, gameId };
  switch (effect.kind) {
    case 'settled': {
      const settled = selections.flatMap((selection) => {
        const result = effect.results[selection.outcomeKey];
        return result === undefined ? [] : [{ selectionId: selection.id, ...result }];
      });
      if (settled.length > 0)
        await emit({ type: 'market.settled', ...base, certainty: effect.certainty, selections: settled });
      return;
    }
    case 'settlement-confirmed':
      await emit({ type: 'market.settlement-confirmed', ...base });
      return;
    case 'settlement-rolled-back':
      await emit({ type: 'market.settlement-rolled-back', ...base, selectionIds });
      return;
    case 'cancelled':
      await emit({ type: 'market.cancelled', ...base, selectionIds, window: { ...effect.window }, reason });
      return;
    case 'cancel-rolled-back':
      await emit({ type: 'market.cancel-rolled-back', ...base, selectionIds, window: { ...effect.window } });
      return;
    case 'status-changed':
    case 'prices-apply':
      return;
  }
}
