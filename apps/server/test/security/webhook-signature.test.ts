import { describe, expect, it } from 'vitest';
import { signWebhook, webhookSignatureProblem } from '../../src/security/webhook-signature.ts';

const current = 'current-secret-of-the-provider';
const previous = 'previous-secret-of-the-provider';
const body = '{"id":"evt_1","type":"payment.succeeded"}';
const now = 1_800_000_000_000;
const t = now / 1000;

describe('webhook signatures', () => {
  it('accepts a body signed with a secret the receiver holds, within the tolerance either way', () => {
    expect(webhookSignatureProblem([current], signWebhook([current], body, t), body, now)).toBeUndefined();
    expect(
      webhookSignatureProblem([current], signWebhook([current], body, t - 299), body, now),
    ).toBeUndefined();
    expect(
      webhookSignatureProblem([current], signWebhook([current], body, t + 299), body, now),
    ).toBeUndefined();
  });

  it('accepts any one of several signatures, and any one of several secrets (rotation)', () => {
    const both = signWebhook([previous, current], body, t);
    expect(both.split(',').filter((part) => part.startsWith('v1='))).toHaveLength(2);
    expect(webhookSignatureProblem([current], both, body, now)).toBeUndefined();
    expect(
      webhookSignatureProblem([current, previous], signWebhook([previous], body, t), body, now),
    ).toBeUndefined();
  });

  it('refuses a changed body, another secret, or a signature moved to another time', () => {
    const header = signWebhook([current], body, t);
    expect(webhookSignatureProblem([current], header, body.replace('evt_1', 'evt_2'), now)).toBe('mismatch');
    expect(webhookSignatureProblem([previous], header, body, now)).toBe('mismatch');
    const moved = header.replace(`t=${t}`, `t=${t + 1}`);
    expect(webhookSignatureProblem([current], moved, body, now)).toBe('mismatch');
  });

  it('refuses a signature older or newer than 300 seconds', () => {
    expect(webhookSignatureProblem([current], signWebhook([current], body, t - 301), body, now)).toBe(
      'stale',
    );
    expect(webhookSignatureProblem([current], signWebhook([current], body, t + 301), body, now)).toBe(
      'stale',
    );
  });

  it('refuses a missing or malformed header', () => {
    for (const header of [
      undefined,
      '',
      't=abc,v1=00',
      `v1=${'0'.repeat(64)}`,
      `t=${t}`,
      `t=${t},v1=xyz`,
      `t=${t},t=${t},v1=${'0'.repeat(64)}`,
    ])
      expect(webhookSignatureProblem([current], header, body, now)).toBe('malformed');
  });
});
