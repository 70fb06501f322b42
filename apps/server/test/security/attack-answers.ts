import { type Endpoint, endpointErrorCodes, errorEnvelopeSchema, errorStatuses } from '@parlay/contract';
import type { AttackRequest } from './request-model.ts';

/** What an answer to an attack is judged by: its status, headers and body. */
export interface AttackAnswer {
  readonly statusCode: number;
  readonly headers: Readonly<Record<string, string | string[] | number | undefined>>;
  readonly body: string;
}

function isJson(answer: AttackAnswer): boolean {
  return String(answer.headers['content-type'] ?? '').startsWith('application/json');
}

/** The answer in the endpoint's own format for its status (`answers`), if it declares one. */
function ownFormatProblem(endpoint: Endpoint, answer: AttackAnswer): string | undefined {
  const schema = endpoint.answers?.[answer.statusCode];
  if (schema === undefined) return undefined;
  let value: unknown = answer.body;
  if (answer.statusCode >= 300 && answer.statusCode < 400 && answer.statusCode !== 304)
    value = answer.headers.location;
  else if (isJson(answer)) value = JSON.parse(answer.body);
  return schema.safeParse(value).success
    ? undefined
    : `a ${answer.statusCode} not in the format the endpoint declares for it`;
}

/**
 * What is wrong with the answer to an attack, or undefined: any 5xx; an error that is not the
 * envelope (or the endpoint's own declared format), whose status disagrees with it, or whose code
 * the endpoint does not declare; a success or redirect for a request the declaration refuses.
 * A request whose path selects another route, or none, is only held to no 5xx and a well-formed envelope.
 */
export function answerProblem(
  endpoint: Endpoint,
  attack: AttackRequest,
  answer: AttackAnswer,
): string | undefined {
  const status = answer.statusCode;
  if (status >= 500) return `status ${status}: ${answer.body.slice(0, 300)}`;
  // Another route (or none) answers a path that does not select this one: it is not this declaration's to judge.
  if (!attack.routed) return status >= 400 && isJson(answer) ? envelopeProblem(answer, undefined) : undefined;
  if (endpoint.answers?.[status] !== undefined && ownFormatProblem(endpoint, answer) === undefined)
    return attack.malformed && status === (endpoint.status ?? 200)
      ? `success ${status} for a refused request`
      : undefined;
  if (status < 400)
    return attack.malformed ? `status ${status} for a request the declaration refuses` : undefined;
  if (!isJson(answer))
    return (
      ownFormatProblem(endpoint, answer) ??
      `status ${status} answered as ${String(answer.headers['content-type'])}, not the envelope`
    );
  return envelopeProblem(answer, endpointErrorCodes(endpoint));
}

/** What is wrong with an error envelope: its shape, its status, a code not among `declared`. */
function envelopeProblem(answer: AttackAnswer, declared: readonly string[] | undefined): string | undefined {
  const status = answer.statusCode;
  const envelope = errorEnvelopeSchema.safeParse(JSON.parse(answer.body));
  if (!envelope.success)
    return `status ${status} with a body that is not the error envelope: ${answer.body.slice(0, 200)}`;
  if (envelope.data.status !== status) return `envelope status ${envelope.data.status} on a ${status} answer`;
  // Each code has one status: a client may go by either.
  if (errorStatuses[envelope.data.code] !== status) return `code ${envelope.data.code} on a ${status} answer`;
  if (declared !== undefined && !declared.includes(envelope.data.code))
    return `code ${envelope.data.code} the endpoint does not declare`;
  return undefined;
}
