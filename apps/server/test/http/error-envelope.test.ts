import { errorStatuses } from '@parlay/contract';
import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { toErrorEnvelope } from '../../src/http/error-envelope.ts';

const request = {} as FastifyRequest;

describe('toErrorEnvelope', () => {
  it('answers a framework 4xx with the one status of its code', () => {
    const tooLong = Object.assign(new Error('URI Too Long'), { statusCode: 414 });
    expect(toErrorEnvelope(tooLong, request)).toEqual({
      status: 414,
      code: 'URI_TOO_LONG',
      messageKey: 'main_request_error',
    });
    const tooLarge = Object.assign(new Error('too large'), {
      statusCode: 413,
      code: 'FST_ERR_CTP_BODY_TOO_LARGE',
    });
    expect(toErrorEnvelope(tooLarge, request)).toMatchObject({ status: 413, code: 'PAYLOAD_TOO_LARGE' });
  });

  it('answers a 4xx of no known kind as 400 REQUEST_ERROR, never the code with another status', () => {
    for (const statusCode of [406, 408, 410, 422, 431]) {
      const envelope = toErrorEnvelope(Object.assign(new Error('odd'), { statusCode }), request);
      expect(envelope, String(statusCode)).toEqual({
        status: 400,
        code: 'REQUEST_ERROR',
        messageKey: 'main_request_error',
      });
      expect(errorStatuses[envelope.code]).toBe(envelope.status);
    }
  });

  it('masks anything else as the 500 envelope', () => {
    expect(toErrorEnvelope(new Error('a bug'), request)).toEqual({
      status: 500,
      code: 'INTERNAL_ERROR',
      messageKey: 'main_query_error',
    });
  });
});
