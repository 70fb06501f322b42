import { z } from 'zod';

/** The shape of the content files under parts/info/content/<lang>/<page>.json. */
export const contentSectionSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  heading: z.string().min(1),
  paragraphs: z.array(z.string().min(1)),
  list: z.array(z.string().min(1)).optional(),
  table: z
    .object({ caption: z.string().min(1), columns: z.array(z.string()), rows: z.array(z.array(z.string())) })
    .optional(),
});
export type ContentSection = z.infer<typeof contentSectionSchema>;

export const contentPageSchema = z.object({
  title: z.string().min(1),
  description: z.string().min(1),
  sections: z.array(contentSectionSchema).min(1),
});
export type ContentPage = z.infer<typeof contentPageSchema>;

export const rulesChapterSchema = z.object({
  id: z.number().int().positive(),
  title: z.string().min(1),
  sections: z.array(contentSectionSchema).min(1),
});
export type RulesChapter = z.infer<typeof rulesChapterSchema>;

export const rulesGroupSchema = z.object({
  id: z.number().int().positive(),
  title: z.string().min(1),
  chapters: z.array(rulesChapterSchema).min(1),
});
export type RulesGroup = z.infer<typeof rulesGroupSchema>;

export const rulesContentSchema = z.object({
  title: z.string().min(1),
  description: z.string().min(1),
  groups: z.array(rulesGroupSchema).min(1),
});
export type RulesContent = z.infer<typeof rulesContentSchema>;
