import { errorCodes } from '@parlay/contract';
import { HttpError } from '../../http/http-error.ts';

/** 404 for an id the line does not know, naming the parameter that carried it. */
export function notFound(field: string, messageKey: string): HttpError {
  return new HttpError({
    status: 404,
    code: errorCodes.NOT_FOUND,
    messageKey,
    fields: { [field]: messageKey },
  });
}
