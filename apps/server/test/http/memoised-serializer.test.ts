import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { memoisedSerializerCompiler } from '../../src/http/memoised-serializer.ts';

const schema = z.object({ name: z.string() });
const compile = () => memoisedSerializerCompiler({ schema, method: 'GET', url: '/t', httpStatus: '200' });

describe('the memoised serializer', () => {
  it('checks and serialises a frozen answer once, then gives back the same JSON', () => {
    const serialize = compile();
    const answer = Object.freeze({ name: 'a', extra: 'dropped by the schema' });
    const first = serialize(answer);
    expect(first).toBe('{"name":"a"}');
    expect(serialize(answer)).toBe(first);
  });

  it('serialises an answer that can still change every time', () => {
    const serialize = compile();
    const answer = { name: 'a' };
    expect(serialize(answer)).toBe('{"name":"a"}');
    answer.name = 'b';
    expect(serialize(answer)).toBe('{"name":"b"}');
  });

  it('still refuses an answer that does not match the schema', () => {
    expect(() => compile()(Object.freeze({ name: 1 }))).toThrow();
  });
});
