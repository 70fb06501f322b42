import { z } from 'zod';
import { siteUrlSchema } from '../redirects/redirects.ts';

/** A boolean as a query string carries it: `true`/`false` or `1`/`0`, nothing else. */
const queryBooleanSchema = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1');

/**
 * `GET /blocks-api/api/v1/block/light` query: the shell's first check, before it knows the page.
 * Every parameter is optional; unknown parameters (cache busters) are ignored. A missing `auth`
 * counts as an anonymous visitor. `stage`, `referralParams`, `referralWHNMobile` and
 * `mainVipDomainAuthNeed` are accepted and validated; no rule looks at them yet.
 */
export const blockLightQuerySchema = z.object({
  stage: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,32}$/)
    .optional(),
  auth: queryBooleanSchema.optional(),
  /** The referral part of the landing URL's query, as the shell captured it. */
  referralParams: z.string().max(2048).optional(),
  referralWHNMobile: queryBooleanSchema.optional(),
  mainVipDomainAuthNeed: queryBooleanSchema.optional(),
});
export type BlockLightQuery = z.infer<typeof blockLightQuerySchema>;

/**
 * `POST /blocks-api/api/v2/block` body: the visitor's state and the page they are going to, as a
 * path or as an absolute URL of the site (another site's URL is refused).
 */
export const blockCheckBodySchema = z.strictObject({
  auth: z.boolean(),
  url: siteUrlSchema,
});
export type BlockCheckBody = z.infer<typeof blockCheckBodySchema>;

/**
 * Block check result (seed 001 §3 "Block check response"). `displayTypeId` 1 blocks the visitor
 * with the page of reason `templateTypeId` (seed 001 §4 "Block reasons"); 0 and 0 let them in.
 */
export const blockCheckResultSchema = z.object({
  displayTypeId: z.int().nonnegative(),
  templateTypeId: z.int().nonnegative(),
});
export type BlockCheckResult = z.infer<typeof blockCheckResultSchema>;

export const blockCheckResponseSchema = z.object({
  data: blockCheckResultSchema,
});
export type BlockCheckResponse = z.infer<typeof blockCheckResponseSchema>;

/** Pub/sub message on `blocks.changed`: every server instance reloads its block rules. */
export const blockRulesChangedMessageSchema = z.object({});
export type BlockRulesChangedMessage = z.infer<typeof blockRulesChangedMessageSchema>;
