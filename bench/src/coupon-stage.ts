/**
 * What the coupon scenarios (placement.ts, settlement.ts) share: the application with the feed
 * role fed by the bench's scripted provider, its games, and players placing coupons over HTTP as
 * the site's coupon does (`POST /coupon-api/place` with an `Idempotency-Key`).
 */
import { randomBytes } from 'node:crypto';
import type { PlaceCouponResponse, PlacedCoupon } from '@parlay/contract';
import type { App } from '@parlay/server/app';
import { benchApp } from './bench-app.ts';
import { type BenchFeed, type BenchGame, type BenchSelection, createBenchFeed } from './bench-feed.ts';
import type { HttpPlayer } from './wallet-http.ts';

export interface CouponStage {
  app: App;
  feed: BenchFeed;
  /** Where the application listens (loopback). */
  origin: string;
  games: BenchGame[];
  close(): Promise<void>;
}

/**
 * The application on the database, leading the feed, listening, with `games` new games priced; its
 * domain events through Redis when `redisUrl` is given.
 */
export async function couponStage(
  databaseUrl: string,
  connections: number,
  games: number,
  redisUrl?: string,
): Promise<CouponStage> {
  const feed = createBenchFeed();
  const app = await benchApp(
    databaseUrl,
    connections,
    {
      roles: ['web', 'worker', 'feed'],
      feed: { adapter: feed.adapter },
    },
    redisUrl,
  );
  try {
    const origin = await app.listen({ host: '127.0.0.1', port: 0 });
    await feed.ready(app);
    const created: BenchGame[] = [];
    for (let index = 0; index < games; index += 1) created.push(await feed.newGame(origin));
    return { app, feed, origin, games: created, close: () => app.close() };
  } catch (error) {
    await app.close();
    throw error;
  }
}

/**
 * A coupon to place: a single (type 0), an express (type 1) of selections of different games, or
 * many singles (type 9), one single per selection.
 */
export interface CouponPick {
  typeId: 0 | 1 | 9;
  bets: BenchSelection[];
}

/** One of the items, at random. */
export const pickOf = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)] as T;

/** `count` different games of `games`, at random. */
export function distinctGames(games: readonly BenchGame[], count: number): BenchGame[] {
  const left = [...games];
  const picked: BenchGame[] = [];
  while (picked.length < count && left.length > 0)
    picked.push(...left.splice(Math.floor(Math.random() * left.length), 1));
  return picked;
}

/** A single on one of the games, or an express of one selection from each of the games. */
export function pickCoupon(games: readonly BenchGame[]): CouponPick {
  return {
    typeId: games.length === 1 ? 0 : 1,
    bets: games.map((game) => pickOf(game.selections)),
  };
}

/** The amount each bench coupon stakes. */
export const benchStake = '10';

/**
 * Places the coupon as the player (changeCoefAction 1: any price move accepted, as the bench's
 * prices do not move); answers the coupons placed (one, or one per single), or throws on anything
 * but 200.
 */
export async function placeCoupon(
  origin: string,
  player: HttpPlayer,
  pick: CouponPick,
): Promise<PlacedCoupon[]> {
  const response = await fetch(`${origin}/coupon-api/place?lang=en`, {
    method: 'POST',
    headers: { ...player.headers, 'idempotency-key': `bench-${randomBytes(12).toString('hex')}` },
    body: JSON.stringify({
      accountId: player.accountId,
      typeId: pick.typeId,
      amount: benchStake,
      changeCoefAction: 1,
      bets: pick.bets.map((bet) => ({ id: bet.id, coef: bet.coef })),
    }),
  });
  if (response.status !== 200)
    throw new Error(`bench: /coupon-api/place answered ${response.status}: ${await response.text()}`);
  const answer = (await response.json()) as PlaceCouponResponse;
  const placed = answer.successCoupon === null ? answer.singlesResultCoupons : [answer.successCoupon];
  if (placed.length === 0) throw new Error('bench: the placement answered no coupon');
  return placed;
}
