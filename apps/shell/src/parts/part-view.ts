import type { MountPart } from '@parlay/contract';
import { movePartLoadState, type PartLoadState } from '@parlay/domain';

/** What a part host shows: the load state plus what each state carries. */
export type PartView =
  | { state: 'not-exist' }
  | { state: 'loading'; url: string }
  | {
      state: 'ready';
      url: string;
      body: string;
      scriptsToLoad: readonly string[];
      mount?: MountPart;
      key: number;
    }
  | { state: 'error'; url: string; httpStatus: number };

export type PartViewMove =
  | { to: 'not-exist' }
  | { to: 'loading'; url: string }
  | {
      to: 'ready';
      url: string;
      body: string;
      scriptsToLoad: readonly string[];
      mount?: MountPart;
    }
  | { to: 'error'; url: string; httpStatus: number };

let nextKey = 1;

/** Reducer that only makes the moves the load state machine allows (seed 000 §4). */
export function movePartView(view: PartView, move: PartViewMove): PartView {
  if (view.state === move.to) return view.state === 'not-exist' ? view : applyMove(move);
  movePartLoadState(view.state satisfies PartLoadState, move.to);
  return applyMove(move);
}

function applyMove(move: PartViewMove): PartView {
  switch (move.to) {
    case 'not-exist':
      return { state: 'not-exist' };
    case 'loading':
      return { state: 'loading', url: move.url };
    case 'ready':
      return {
        state: 'ready',
        url: move.url,
        body: move.body,
        scriptsToLoad: move.scriptsToLoad,
        mount: move.mount,
        key: nextKey++,
      };
    case 'error':
      return { state: 'error', url: move.url, httpStatus: move.httpStatus };
  }
}
