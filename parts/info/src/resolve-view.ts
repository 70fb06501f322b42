import { isInformationPage } from '@parlay/contract/paths';
import type { ContentPage, RulesContent } from './content-schema.ts';
import type { InfoView } from './info-view.ts';

export interface ContentSource {
  page(language: string, page: string): { language: string; content: ContentPage } | null;
  rules(language: string): { language: string; content: RulesContent } | null;
}

/**
 * Maps /{lang}/information/{page}[/{ruleGroup}[/{chapter}]] to what it shows. Anything that
 * does not name real content is not found: the page answers 404.
 */
export function resolveInfoView(
  url: string,
  language: string,
  source: ContentSource,
): { view: InfoView; contentLanguage: string } {
  const { pathname } = new URL(url, 'http://part.local');
  const segments = pathname.split('/').filter(Boolean);
  const at = segments.indexOf('information');
  const [page, groupSegment, chapterSegment, ...extra] = at === -1 ? [] : segments.slice(at + 1);
  if (at === -1 || extra.length > 0) return { view: { kind: 'not-found' }, contentLanguage: language };
  if (page === undefined) return { view: { kind: 'index' }, contentLanguage: language };
  if (!isInformationPage(page)) return { view: { kind: 'not-found' }, contentLanguage: language };

  if (page === 'rules') {
    const rules = source.rules(language);
    const groupId = Number(groupSegment ?? '1');
    const group = rules?.content.groups.find((candidate) => String(candidate.id) === String(groupId));
    if (!rules || !group || (groupSegment !== undefined && !/^\d+$/.test(groupSegment))) {
      return { view: { kind: 'not-found' }, contentLanguage: language };
    }
    const chapterId = chapterSegment === undefined ? null : Number(chapterSegment);
    const chapters =
      chapterId === null ? group.chapters : group.chapters.filter((chapter) => chapter.id === chapterId);
    if (chapters.length === 0 || (chapterSegment !== undefined && !/^\d+$/.test(chapterSegment))) {
      return { view: { kind: 'not-found' }, contentLanguage: language };
    }
    return {
      contentLanguage: rules.language,
      view: {
        kind: 'rules',
        title: rules.content.title,
        description: rules.content.description,
        groups: rules.content.groups.map(({ id, title, chapters: all }) => ({
          id,
          title,
          chapters: all.map(({ id: chapter, title: name }) => ({ id: chapter, title: name })),
        })),
        group: { id: group.id, title: group.title },
        chapters,
        chapterId,
      },
    };
  }
  if (groupSegment !== undefined) return { view: { kind: 'not-found' }, contentLanguage: language };
  const found = source.page(language, page);
  if (!found) return { view: { kind: 'not-found' }, contentLanguage: language };
  return { view: { kind: 'page', page, content: found.content }, contentLanguage: found.language };
}
