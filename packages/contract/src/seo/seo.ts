import { z } from 'zod';
import { languageCodeSchema } from '../site-config/site-config.ts';

/** A route name of the route table (kebab-case). */
export const routeNameSchema = z
  .string()
  .min(1)
  .max(100)
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'a kebab-case route name');

/**
 * A page path as served: the language prefix and the rest, no scheme or host, no fragment
 * (`/en/information/about`); a query is allowed and left out of canonical links.
 */
export const pagePathSchema = z
  .string()
  .max(2048)
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it refuses.
  .regex(/^\/(?!\/)[^\s\\#\x00-\x1f\x7f]*$/, 'a path starting with one slash')
  .refine(
    (path) => !(path.split('?')[0] ?? '').split('/').some((segment) => segment === '.' || segment === '..'),
    'no . or .. segments',
  );

/** A `<meta name content>` pair. */
export const seoMetaSchema = z.object({
  name: z.string().min(1).max(100),
  content: z.string().max(2000),
});
export type SeoMeta = z.infer<typeof seoMetaSchema>;

/**
 * Overrides the canonical link (seed 001 §3): `url` points it at `targetUrl` (absolute, or a path
 * on this site); `mirror` keeps the page's path on another host (`domain`).
 */
export const customCanonicalSchema = z.discriminatedUnion('mode', [
  z.object({
    mode: z.literal('url'),
    targetUrl: z
      .string()
      .max(2048)
      .regex(/^(\/(?!\/)|https?:\/\/)\S*$/, 'a path on this site or an http(s) URL'),
  }),
  z.object({
    mode: z.literal('mirror'),
    domain: z.string().regex(/^[a-z0-9.-]{1,253}(:\d{1,5})?$/, 'a host'),
  }),
]);
export type CustomCanonical = z.infer<typeof customCanonicalSchema>;

/**
 * A media alternate as stored (seed 001 §3): for screens matching `mediaType`, the page lives at
 * `urlPath` (this page's path when absent) on `toDomain` (this host when absent).
 */
export const mediaAlternateRuleSchema = z.object({
  mediaType: z.string().min(1).max(200),
  urlPath: pagePathSchema.optional(),
  toDomain: z
    .string()
    .regex(/^[a-z0-9.-]{1,253}(:\d{1,5})?$/, 'a host')
    .optional(),
});
export type MediaAlternateRule = z.infer<typeof mediaAlternateRuleSchema>;

/** `<link rel="alternate" hreflang href>`: one per site language plus `x-default`. */
export const alternateLinkSchema = z.object({
  hreflang: z.string().min(1).max(20),
  href: z.url(),
});
export type AlternateLink = z.infer<typeof alternateLinkSchema>;

/** `<link rel="alternate" media href>`. */
export const mediaAlternateLinkSchema = z.object({
  media: z.string().min(1),
  href: z.url(),
});
export type MediaAlternateLink = z.infer<typeof mediaAlternateLinkSchema>;

/** `GET /bff-api/seo/page` query. Without `path`, the route's own path (routes without required params only). */
export const seoPageQuerySchema = z.object({
  route: routeNameSchema,
  lang: languageCodeSchema,
  path: pagePathSchema.optional(),
});
export type SeoPageQuery = z.infer<typeof seoPageQuerySchema>;

/**
 * What the server-rendered `<head>` of a page carries: title, description, robots, metas, the
 * canonical link (absolute) and alternates (absolute).
 */
export const seoPageDataSchema = z.object({
  route: routeNameSchema,
  lang: languageCodeSchema,
  title: z.string(),
  description: z.string(),
  /** `<meta name="robots">`: "index, follow", "noindex, nofollow"… */
  metaRobots: z.string(),
  /** Robots of the page's section: the most restrictive of the page's and its ancestors'. */
  hierarchyMetaRobots: z.string(),
  metas: z.array(seoMetaSchema),
  /** The stored override, as stored (already applied to `canonical`). */
  customCanonical: customCanonicalSchema.nullable(),
  canonical: z.url(),
  alternates: z.array(alternateLinkSchema),
  mediaAlternates: z.array(mediaAlternateLinkSchema),
});
export type SeoPageData = z.infer<typeof seoPageDataSchema>;

/** Pub/sub message on `seo.changed`: instances drop their cached SEO rows of `lang` (all when absent). */
export const seoChangedMessageSchema = z.object({
  lang: languageCodeSchema.optional(),
});
export type SeoChangedMessage = z.infer<typeof seoChangedMessageSchema>;
