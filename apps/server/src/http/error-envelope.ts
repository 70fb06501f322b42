import type { ErrorEnvelope } from '@parlay/contract';
import { type ErrorCode, errorCodes, errorStatuses } from '@parlay/contract';
import type { FastifyRequest, FastifySchemaValidationError } from 'fastify';
import { HttpError } from './http-error.ts';

interface Classification {
  code: ErrorCode;
  messageKey: string;
}

/** Fastify's own errors that are the client's fault, by Fastify error code. */
const frameworkErrors: Record<string, Classification> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    code: errorCodes.UNSUPPORTED_MEDIA_TYPE,
    messageKey: 'main_unsupported_media_type',
  },
  FST_ERR_CTP_BODY_TOO_LARGE: { code: errorCodes.PAYLOAD_TOO_LARGE, messageKey: 'main_payload_too_large' },
  FST_ERR_CTP_INVALID_JSON_BODY: { code: errorCodes.MALFORMED_REQUEST, messageKey: 'main_malformed_request' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { code: errorCodes.MALFORMED_REQUEST, messageKey: 'main_malformed_request' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: {
    code: errorCodes.MALFORMED_REQUEST,
    messageKey: 'main_malformed_request',
  },
  FST_ERR_BAD_URL: { code: errorCodes.MALFORMED_REQUEST, messageKey: 'main_malformed_request' },
};

/** Any other 4xx, by status. */
const clientErrorsByStatus: Record<number, Classification> = {
  400: { code: errorCodes.REQUEST_ERROR, messageKey: 'main_request_error' },
  401: { code: errorCodes.UNAUTHORIZED, messageKey: 'main_unauthorized' },
  403: { code: errorCodes.FORBIDDEN, messageKey: 'main_forbidden' },
  404: { code: errorCodes.NOT_FOUND, messageKey: 'main_not_found' },
  405: { code: errorCodes.METHOD_NOT_ALLOWED, messageKey: 'main_request_error' },
  409: { code: errorCodes.CONFLICT, messageKey: 'main_request_error' },
  413: { code: errorCodes.PAYLOAD_TOO_LARGE, messageKey: 'main_payload_too_large' },
  414: { code: errorCodes.URI_TOO_LONG, messageKey: 'main_request_error' },
  415: { code: errorCodes.UNSUPPORTED_MEDIA_TYPE, messageKey: 'main_unsupported_media_type' },
  429: { code: errorCodes.TOO_MANY_REQUESTS, messageKey: 'main_too_many_requests' },
};

/** The envelope every 5xx becomes: nothing about the failure leaves the server. */
export const internalErrorEnvelope: ErrorEnvelope = {
  status: 500,
  code: errorCodes.INTERNAL_ERROR,
  messageKey: 'main_query_error',
};

export const notFoundEnvelope: ErrorEnvelope = {
  status: 404,
  code: errorCodes.NOT_FOUND,
  messageKey: 'main_not_found',
};

/** Message key per validation issue kind (zod issue codes; Ajv keywords fall back to invalid). */
const validationMessageKeys: Record<string, string> = {
  invalid_type: 'main_validation_invalid_type',
  too_small: 'main_validation_too_small',
  too_big: 'main_validation_too_big',
  invalid_format: 'main_validation_invalid_format',
  invalid_value: 'main_validation_invalid_value',
  invalid_union: 'main_validation_invalid_value',
  not_multiple_of: 'main_validation_invalid_value',
};

type ErrorLike = Partial<{
  statusCode: number;
  code: string;
  validation: FastifySchemaValidationError[];
  validationContext: string;
}>;

/**
 * Turns anything thrown while handling a request into the API error envelope. 4xx keep their
 * meaning; everything else becomes the masked 500.
 */
export function toErrorEnvelope(error: unknown, request: FastifyRequest): ErrorEnvelope {
  if (error instanceof HttpError) {
    return {
      status: error.statusCode,
      code: error.code,
      messageKey: error.messageKey,
      ...(error.publicMessage === undefined ? {} : { message: error.publicMessage }),
      ...(error.fields === undefined ? {} : { fields: error.fields }),
      ...(error.captchaCode === undefined ? {} : { captchaCode: error.captchaCode }),
      ...(error.retryAfter === undefined ? {} : { retryAfter: error.retryAfter }),
      ...(error.exceptionCode === undefined ? {} : { exception_code: error.exceptionCode }),
      ...(error.changedBets === undefined ? {} : { changedBets: error.changedBets }),
      ...(error.limit === undefined ? {} : { limit: error.limit }),
      ...(error.couponDraft === undefined ? {} : { couponDraft: error.couponDraft }),
    };
  }
  const details: ErrorLike = typeof error === 'object' && error !== null ? (error as ErrorLike) : {};
  if (Array.isArray(details.validation)) {
    return {
      status: 400,
      code: errorCodes.VALIDATION_ERROR,
      messageKey: 'main_validation_error',
      fields: validationFields(details.validation, details.validationContext ?? 'body', request),
    };
  }
  const status = details.statusCode;
  if (status === undefined || status < 400 || status > 499) return internalErrorEnvelope;
  const classification = (details.code && frameworkErrors[details.code]) ||
    clientErrorsByStatus[status] || { code: errorCodes.REQUEST_ERROR, messageKey: 'main_request_error' };
  // The code's one status, whatever the framework said: a 4xx of no known kind is a 400 REQUEST_ERROR.
  return { status: errorStatuses[classification.code], ...classification };
}

/** `{ "items.0.amount": "main_validation_too_small" }`: the first problem of each field. */
function validationFields(
  issues: readonly FastifySchemaValidationError[],
  context: string,
  request: FastifyRequest,
): Record<string, string> {
  const fields: Record<string, string> = {};
  const input = requestPart(request, context);
  for (const issue of issues) {
    const path = issue.instancePath.split('/').filter((segment) => segment !== '');
    if (issue.keyword === 'unrecognized_keys' && Array.isArray(issue.params.keys)) {
      for (const key of issue.params.keys)
        fields[[...path, String(key)].join('.')] ??= 'main_validation_unknown_field';
      continue;
    }
    const field = path.length > 0 ? path.join('.') : context;
    // An absent field fails as a wrong type, or as a value outside an enum: either way it is missing.
    const missing =
      (issue.keyword === 'invalid_type' || issue.keyword === 'invalid_value') &&
      valueAt(input, path) === undefined;
    fields[field] ??= missing
      ? 'main_validation_required'
      : (validationMessageKeys[issue.keyword] ?? 'main_validation_invalid_value');
  }
  return fields;
}

function requestPart(request: FastifyRequest, context: string): unknown {
  switch (context) {
    case 'querystring':
      return request.query;
    case 'params':
      return request.params;
    case 'headers':
      return request.headers;
    default:
      return request.body;
  }
}

function valueAt(input: unknown, path: readonly string[]): unknown {
  let value = input;
  for (const segment of path) {
    if (typeof value !== 'object' || value === null) return undefined;
    value = (value as Record<string, unknown>)[segment];
  }
  return value;
}
