/**
 * A feed producer as the book follows it (Betradar's producer up/down with recovery): it says it
 * is alive by heartbeats and numbers its messages. More than `heartbeatTimeoutMs` without a
 * heartbeat and it is `down`: every market it feeds takes no bets. When heartbeats come back it is
 * `recovering`: what was missed is replayed from the last message applied, and only once the
 * replay is through is it `up` again.
 */
export type ProducerStatus = 'up' | 'down' | 'recovering';

export interface ProducerState {
  readonly status: ProducerStatus;
  /** When the last heartbeat (or any message) arrived, ms since the epoch; undefined before the first. */
  readonly lastAliveAt: number | undefined;
  /** The sequence number of the last message applied (0 before the first). */
  readonly lastSequence: number;
}

/** The longest a producer may stay silent before its markets are suspended. */
export const heartbeatTimeoutMs = 20_000;

/** A producer not heard from yet: down until it proves otherwise (and replays from 0). */
export const unknownProducer: ProducerState = { status: 'down', lastAliveAt: undefined, lastSequence: 0 };

/** Whether the producer's markets take bets at `now`: up, and heard from within the timeout. */
export function producerAvailable(state: ProducerState, now: number): boolean {
  return (
    state.status === 'up' && state.lastAliveAt !== undefined && now - state.lastAliveAt <= heartbeatTimeoutMs
  );
}

export type ProducerTransition =
  | { readonly state: ProducerState; readonly change: 'none' }
  | { readonly state: ProducerState; readonly change: 'went-down' }
  /** Heartbeats are back after a silence: replay the messages after `state.lastSequence`. */
  | { readonly state: ProducerState; readonly change: 'recovery-needed' }
  | { readonly state: ProducerState; readonly change: 'recovered' };

/** A heartbeat at `at`: a producer that was down now needs its recovery. */
export function heartbeatReceived(state: ProducerState, at: number): ProducerTransition {
  const alive = { ...state, lastAliveAt: Math.max(at, state.lastAliveAt ?? at) };
  if (state.status === 'down')
    return { state: { ...alive, status: 'recovering' }, change: 'recovery-needed' };
  return { state: alive, change: 'none' };
}

/** The time check (run every few seconds): a silence longer than the timeout takes the producer down. */
export function checkLiveness(state: ProducerState, now: number): ProducerTransition {
  if (state.status === 'down') return { state, change: 'none' };
  const silent = state.lastAliveAt === undefined || now - state.lastAliveAt > heartbeatTimeoutMs;
  return silent ? { state: { ...state, status: 'down' }, change: 'went-down' } : { state, change: 'none' };
}

/** The replay has delivered everything up to the live stream: markets take bets again. */
export function recoveryCompleted(state: ProducerState, at: number): ProducerTransition {
  if (state.status !== 'recovering') return { state, change: 'none' };
  return {
    state: { ...state, status: 'up', lastAliveAt: Math.max(at, state.lastAliveAt ?? at) },
    change: 'recovered',
  };
}

/**
 * What to do with a message numbered `sequence`: apply the next one, skip one applied already
 * (a replay overlapping the stream), or notice a gap (messages were lost: recover from the last applied).
 */
export function sequenceDecision(state: ProducerState, sequence: number): 'apply' | 'duplicate' | 'gap' {
  if (sequence <= state.lastSequence) return 'duplicate';
  return sequence === state.lastSequence + 1 ? 'apply' : 'gap';
}

/** A message numbered `sequence` was applied. */
export function sequenceApplied(state: ProducerState, sequence: number): ProducerState {
  return { ...state, lastSequence: Math.max(state.lastSequence, sequence) };
}
