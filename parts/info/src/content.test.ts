import { informationPages } from '@parlay/contract/paths';
import { describe, expect, it } from 'vitest';
import { contentPageSchema, rulesContentSchema } from './content-schema.ts';

const files = import.meta.glob<{ default: unknown }>('../content/*/*.json', { eager: true });
const contentLanguages = ['en', 'ru'];

describe('information content', () => {
  for (const language of contentLanguages) {
    for (const page of informationPages) {
      it(`${language}/${page} exists and matches its schema`, () => {
        const file = files[`../content/${language}/${page}.json`];
        expect(file, `missing content/${language}/${page}.json`).toBeDefined();
        const schema = page === 'rules' ? rulesContentSchema : contentPageSchema;
        const parsed = schema.safeParse(file!.default);
        expect(parsed.error?.issues ?? []).toEqual([]);
      });
    }
  }

  it('gives every page the same sections in English and Russian', () => {
    const sectionIds = (value: unknown): string[] => {
      const page = value as {
        sections?: { id: string }[];
        groups?: { id: number; chapters: { id: number; sections: { id: string }[] }[] }[];
      };
      if (page.groups)
        return page.groups.flatMap((group) =>
          group.chapters.flatMap((chapter) =>
            chapter.sections.map((section) => `${group.id}.${chapter.id}.${section.id}`),
          ),
        );
      return (page.sections ?? []).map((section) => section.id);
    };
    for (const page of informationPages) {
      expect(sectionIds(files[`../content/ru/${page}.json`]?.default), page).toEqual(
        sectionIds(files[`../content/en/${page}.json`]?.default),
      );
    }
  });
});
