/**
 * The shell's account store and the socket that keeps it live (chunk of the signed-in header): the
 * player's `balance` channel moves the accounts within a second of any movement, in every tab, with
 * no reload. The page's parts keep their own stores in step with this one (accounts-in-page).
 */
import { connectRealtime, createAccountStore, type RealtimeConnection } from '@parlay/client';
import { useSyncExternalStore } from 'react';
import { currentSession } from '../session/session-store.ts';

export const accountStore = createAccountStore();

export function useAccounts() {
  return useSyncExternalStore(accountStore.subscribe, accountStore.getState, accountStore.getState);
}

/** How long the socket outlives the last header that followed it (a page of another layout, a remount). */
const lingerMs = 15_000;

let following: { userId: number; connection: RealtimeConnection; followers: number } | null = null;
let lingering: ReturnType<typeof setTimeout> | undefined;

function stop(): void {
  following?.connection.close();
  following = null;
  accountStore.reset();
}

const logged = (error: unknown) => console.error('[wallet] accounts failed to load', error);

/**
 * Follows the signed-in player's accounts until released: reads them (the account update) whenever
 * a header starts following again, and keeps the socket on meanwhile.
 */
export function followAccounts(userId: number): () => void {
  clearTimeout(lingering);
  if (following && following.userId !== userId) stop();
  if (following === null) {
    const connection = connectRealtime();
    connection.follow('balance', {
      onEvent: (payload) => {
        if (payload.kind === 'balance.changed') accountStore.applyBalanceChange(payload);
      },
      // The subscription started or events were missed: what the socket did not say, the server does.
      onResync: () => void accountStore.refresh().catch(logged),
    });
    following = { userId, connection, followers: 0 };
  }
  const current = following;
  if (current.followers === 0) accountStore.load().catch(logged);
  current.followers += 1;
  return () => {
    current.followers -= 1;
    if (current.followers > 0 || following !== current) return;
    // Signed out: nothing of the player's stays on the page.
    if (currentSession().userId !== userId) {
      stop();
      return;
    }
    lingering = setTimeout(() => {
      if (following === current && current.followers === 0) stop();
    }, lingerMs);
  };
}
