import type { RealtimeEvent } from '@parlay/contract';
import { describe, expect, it } from 'vitest';
import { EventHistory } from '../../src/realtime/event-history.ts';
import { scoreChanged } from '../helpers/realtime-payloads.ts';

const event: RealtimeEvent = {
  channel: 'scores',
  payload: scoreChanged(1, 0, 0),
};
const at = (version: number) => ({ version, event });
const versionsOf = (entries: { version: number }[] | undefined) => entries?.map(({ version }) => version);

describe('EventHistory', () => {
  it('when empty, has latest version 0 and cannot replay anything older', () => {
    const history = new EventHistory(3);
    expect(history.latestVersion).toBe(0);
    expect(history.eventsAfter(0)).toEqual([]);
  });

  it('with consecutive versions, replays exactly the ones after the given version', () => {
    const history = new EventHistory(5);
    for (const version of [1, 2, 3, 4]) expect(history.record(at(version))).toBe('next');
    expect(versionsOf(history.eventsAfter(1))).toEqual([2, 3, 4]);
    expect(versionsOf(history.eventsAfter(0))).toEqual([1, 2, 3, 4]);
    expect(history.eventsAfter(4)).toEqual([]);
  });

  it('beyond its capacity, forgets the oldest and cannot replay from before them', () => {
    const history = new EventHistory(2);
    for (const version of [1, 2, 3]) history.record(at(version));
    expect(versionsOf(history.eventsAfter(1))).toEqual([2, 3]);
    expect(history.eventsAfter(0)).toBeUndefined();
  });

  it('for a version seen already, reports it stale and keeps one copy', () => {
    const history = new EventHistory(5);
    history.record(at(1));
    history.record(at(2));
    expect(history.record(at(2))).toBe('stale');
    expect(history.record(at(1))).toBe('stale');
    expect(versionsOf(history.eventsAfter(0))).toEqual([1, 2]);
  });

  it('after a hole in the versions, starts again from the new event', () => {
    const history = new EventHistory(5);
    history.record(at(1));
    expect(history.record(at(4))).toBe('after-gap');
    expect(history.latestVersion).toBe(4);
    expect(history.eventsAfter(1)).toBeUndefined();
    expect(versionsOf(history.eventsAfter(3))).toEqual([4]);
  });

  it('when it starts mid-stream, replays only from where it started', () => {
    const history = new EventHistory(5);
    history.record(at(10));
    history.record(at(11));
    expect(versionsOf(history.eventsAfter(9))).toEqual([10, 11]);
    expect(history.eventsAfter(8)).toBeUndefined();
  });
});
