import { createTranslator } from '@parlay/i18n';
import { describe, expect, it } from 'vitest';
import en from '../dictionaries/en.json' with { type: 'json' };
import { limitActionFailure, limitSaveFailure } from './limit-failures.ts';

const i18n = createTranslator('en', en);

describe('limit failures', () => {
  it('names the status FORBIDDEN when the answer gives none of the catalogue’s', () => {
    expect(limitSaveFailure({ status: 0, code: 'HTTP_ERROR', messageKey: 'main_query_error' }, i18n)).toEqual(
      {
        title: 'Not allowed',
        text: en.main_query_error,
      },
    );
    expect(
      limitSaveFailure({ status: 503, code: 'HTTP_ERROR', messageKey: 'x', message: 'Busy' }, i18n),
    ).toEqual({ title: 'Not allowed', text: 'Busy' });
  });

  it('prefers the server’s title, then the field it names, then its key', () => {
    const failure = {
      status: 400,
      code: 'VALIDATION_ERROR',
      messageKey: 'main_validation_error',
      fields: { 'limits.0.limitValue': 'responsible_gaming_error_value_negative' },
    } as const;
    expect(limitSaveFailure(failure, i18n)).toEqual({
      title: 'Refused',
      text: en.responsible_gaming_error_value_negative,
    });
    expect(limitSaveFailure({ ...failure, message: 'Too high' }, i18n).text).toBe('Too high');
  });

  it('reads a failed confirmation or rejection as the server’s title or the action’s own text', () => {
    const failure = { status: 400, code: 'VALIDATION_ERROR', messageKey: 'x' } as const;
    expect(limitActionFailure(failure, 'confirm', i18n)).toBe('The limit could not be confirmed.');
    expect(limitActionFailure(failure, 'reject', i18n)).toBe('The change could not be cancelled.');
    expect(limitActionFailure({ ...failure, message: 'Expired' }, 'confirm', i18n)).toBe('Expired');
  });
});
