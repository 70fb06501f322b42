import { z } from 'zod';

/** Micro-frontend descriptor (seed 001 §3 "Micro-frontend descriptor"). */
export const descriptorCssSchema = z.object({ href: z.string(), microfront: z.string() });
export const descriptorStyleSchema = z.object({ cssText: z.string(), microfront: z.string() });

export const descriptorSchema = z.object({
  appName: z.string(),
  title: z.string(),
  codeToEval: z.string(),
  scriptsToLoad: z.array(z.string()),
  cssToLoad: z.array(descriptorCssSchema),
  style: z.array(descriptorStyleSchema),
  head: z.string(),
  body: z.string(),
});
export type Descriptor = z.infer<typeof descriptorSchema>;

/** POST body of the JSON descriptor call (headers mf-render-mode: json, mf-api-version: v2). */
export const descriptorRequestBodySchema = z.object({
  url: z.string().min(1).max(2048).startsWith('/'),
  components: z.array(z.string().min(1).max(64)).max(16).optional(),
  language: z
    .string()
    .regex(/^[a-z]{2}$/)
    .optional(),
  /** The visitor's theme (appTheme: 0 light, 1 dark); else the theme cookie's, else light. */
  theme: z.union([z.literal(0), z.literal(1)]).optional(),
});
export type DescriptorRequestBody = z.infer<typeof descriptorRequestBodySchema>;
