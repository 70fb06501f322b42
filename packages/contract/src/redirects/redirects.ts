import { z } from 'zod';

/** Longest site URL the redirect and block services accept. */
export const sitePathMaxLength = 2048;

const sitePathPattern = String.raw`\/(?![/\\])[^\s\\#\p{Cc}]*`;

/**
 * A URL on this site as the browser's address bar has it after the host: a path with an optional
 * query, e.g. `/en/live-casino/roulette?tab=2`. Never a full or protocol-relative URL (`//host`, `/\host`,
 * which browsers treat alike), no fragment, no whitespace or control characters.
 */
export const sitePathSchema = z
  .string()
  .min(1)
  .max(sitePathMaxLength)
  .regex(
    new RegExp(`^${sitePathPattern}$`, 'u'),
    'a path starting with a single "/", with an optional query',
  );
export type SitePath = z.infer<typeof sitePathSchema>;

/**
 * A page of the site as a site path or as the absolute http(s) URL the browser shows
 * (`https://parlay.example/en/casino`). The schema checks the shape only: whether the origin is the
 * site's own is the server's to say, as only it knows its public origin.
 */
export const siteUrlSchema = z
  .string()
  .min(1)
  .max(sitePathMaxLength)
  .regex(
    new RegExp(`^(?:https?://[^/?#\\s\\\\@]+)?${sitePathPattern}$`, 'u'),
    'a site path, or an absolute http(s) URL of the site',
  );
export type SiteUrl = z.infer<typeof siteUrlSchema>;

/** `POST /redirects-api/api/v1/redirect-light` body. */
export const redirectLightBodySchema = z.strictObject({
  url: sitePathSchema,
});
export type RedirectLightBody = z.infer<typeof redirectLightBodySchema>;

export const redirectCodeSchema = z.union([z.literal(301), z.literal(302)]);
export type RedirectCode = z.infer<typeof redirectCodeSchema>;

/** One step of the path from the home page to a page; `title` is the shell's to translate. */
export const breadcrumbSchema = z.object({
  title: z.string(),
  url: z.string(),
});
export type Breadcrumb = z.infer<typeof breadcrumbSchema>;

/**
 * The redirect check's answer (seed 001 §3 "Redirect response"). With `redirect` false, `code` is
 * null and `url` is the URL asked about; the shell navigates when `url` differs from where it is.
 * `reasons` are the texts of the rules applied, in order; `breadcrumbs` describe the final URL.
 */
export const redirectResultSchema = z.object({
  redirect: z.boolean(),
  code: redirectCodeSchema.nullable(),
  url: z.string(),
  reasons: z.array(z.string()),
  breadcrumbs: z.array(breadcrumbSchema),
});
export type RedirectResult = z.infer<typeof redirectResultSchema>;

export const redirectLightResponseSchema = z.object({
  data: redirectResultSchema,
});
export type RedirectLightResponse = z.infer<typeof redirectLightResponseSchema>;

/** Pub/sub message on `redirects.changed`: every server instance reloads its redirect rules. */
export const redirectRulesChangedMessageSchema = z.object({});
export type RedirectRulesChangedMessage = z.infer<typeof redirectRulesChangedMessageSchema>;
