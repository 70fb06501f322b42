import { z } from 'zod';

/** Status codes named by the specification (seed 001 §8). */
export const statusCodes = {
  SAVED: 200,
  ACTION_SAVED: 204,
  ERROR: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
} as const;
export type StatusCodeName = keyof typeof statusCodes;

/**
 * The one error envelope every API error is answered with. `messageKey` is a dictionary key the
 * client translates; `message` is an optional server text (preferred by the client when present);
 * `fields` maps a request field path to the message key of what is wrong with it.
 */
export const apiErrorSchema = z.object({
  status: z.number().int().min(400).max(599),
  code: z.string().min(1),
  messageKey: z.string().min(1),
  message: z.string().optional(),
  fields: z.record(z.string(), z.string()).optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;
