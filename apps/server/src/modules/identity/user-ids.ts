import { randomInt } from 'node:crypto';

/**
 * New user ids: 10-digit numbers drawn uniformly with crypto randomness, never counted up, so an id
 * tells nobody how many players there are, when the account was opened, or which ids are near it
 * (issue 9, point 8). The visible account number stays a plain number.
 *
 * Why a random draw rather than a keyed permutation of a sequence: nothing secret to keep, rotate or
 * leak (a leaked permutation key would order every id at once), and no sequence to guard; the price
 * is a rare collision, which `users-service.ts` meets by drawing again. With a million players one
 * draw in 9,000 collides, and a guessed number names an account as rarely.
 *
 * Why 10 digits: ids stay apart from the 9-digit logins fast registration generates (so a number
 * typed as `uLogin` names a generated login or an id, never both) and from the sequential ids
 * (from 100 000 000) given before, and stay far below 2^53 (safe in JavaScript and JSON).
 */
export const userIdRange = { min: 1_000_000_000, max: 9_999_999_999 } as const;

export function drawUserId(): number {
  return randomInt(userIdRange.min, userIdRange.max + 1);
}
