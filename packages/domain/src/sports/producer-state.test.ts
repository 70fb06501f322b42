import { describe, expect, it } from 'vitest';
import {
  checkLiveness,
  heartbeatReceived,
  heartbeatTimeoutMs,
  producerAvailable,
  recoveryCompleted,
  sequenceApplied,
  sequenceDecision,
  unknownProducer,
} from './producer-state.ts';

describe('producer liveness', () => {
  const up = { status: 'up' as const, lastAliveAt: 0, lastSequence: 10 };

  it('stays up through a silence of exactly the timeout, goes down one millisecond later', () => {
    expect(checkLiveness(up, heartbeatTimeoutMs).change).toBe('none');
    expect(producerAvailable(up, heartbeatTimeoutMs)).toBe(true);
    const down = checkLiveness(up, heartbeatTimeoutMs + 1);
    expect(down.change).toBe('went-down');
    expect(producerAvailable(down.state, heartbeatTimeoutMs + 1)).toBe(false);
    // Unavailable by time alone, even before the check ran.
    expect(producerAvailable(up, heartbeatTimeoutMs + 1)).toBe(false);
  });

  it('recovers only after the replay: down → recovering on a heartbeat → up', () => {
    const down = checkLiveness(up, 30_000).state;
    const back = heartbeatReceived(down, 31_000);
    expect(back.change).toBe('recovery-needed');
    expect(producerAvailable(back.state, 31_000)).toBe(false);
    const recovered = recoveryCompleted(back.state, 31_500);
    expect(recovered.change).toBe('recovered');
    expect(producerAvailable(recovered.state, 31_500)).toBe(true);
    expect(recoveryCompleted(recovered.state, 32_000).change).toBe('none');
  });

  it('starts down and recovers from the first message', () => {
    expect(producerAvailable(unknownProducer, 0)).toBe(false);
    expect(heartbeatReceived(unknownProducer, 5).change).toBe('recovery-needed');
  });

  it('applies messages in sequence, skips repeats, notices gaps', () => {
    expect(sequenceDecision(up, 11)).toBe('apply');
    expect(sequenceDecision(up, 10)).toBe('duplicate');
    expect(sequenceDecision(up, 13)).toBe('gap');
    expect(sequenceApplied(up, 11).lastSequence).toBe(11);
  });
});
