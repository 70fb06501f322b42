import type { RealtimeEvent } from '@parlay/contract';

export interface VersionedEvent {
  version: number;
  event: RealtimeEvent;
}

/** What `record` made of an event: next in line, after a hole, or one already seen. */
export type RecordOutcome = 'next' | 'after-gap' | 'stale';

/**
 * The last events of one topic, kept so a client that reconnects can be sent what it missed.
 * Versions are consecutive; a hole (messages lost while pub/sub was away) restarts the history.
 */
export class EventHistory {
  readonly #capacity: number;
  #entries: VersionedEvent[] = [];

  constructor(capacity: number) {
    this.#capacity = capacity;
  }

  get latestVersion(): number {
    return this.#entries.at(-1)?.version ?? 0;
  }

  record(entry: VersionedEvent): RecordOutcome {
    const latest = this.latestVersion;
    if (this.#entries.length > 0 && entry.version <= latest) return 'stale';
    const outcome = this.#entries.length > 0 && entry.version > latest + 1 ? 'after-gap' : 'next';
    if (outcome === 'after-gap') this.#entries = [];
    this.#entries.push(entry);
    if (this.#entries.length > this.#capacity) this.#entries.shift();
    return outcome;
  }

  /**
   * The events after `version` up to the latest, or undefined when some of them are no longer
   * (or were never) here.
   */
  eventsAfter(version: number): VersionedEvent[] | undefined {
    const first = this.#entries[0];
    if (version >= this.latestVersion) return [];
    if (first === undefined || first.version > version + 1) return undefined;
    return this.#entries.filter((entry) => entry.version > version);
  }
}
