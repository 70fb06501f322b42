import { describe, expect, it } from 'vitest';
import type { ContentPage, RulesContent } from './content-schema.ts';
import { type ContentSource, resolveInfoView } from './resolve-view.ts';

const section = { id: 'one', heading: 'One', paragraphs: ['Text'] };
const about: ContentPage = { title: 'About', description: 'About us', sections: [section] };
const rules: RulesContent = {
  title: 'Rules',
  description: 'Rules',
  groups: [
    {
      id: 1,
      title: 'General',
      chapters: [
        { id: 1, title: 'Accounts', sections: [section] },
        { id: 2, title: 'Bets', sections: [section] },
      ],
    },
    { id: 2, title: 'Sports', chapters: [{ id: 1, title: 'Odds', sections: [section] }] },
  ],
};

/** English content only, as when a page has no Russian translation yet. */
const source: ContentSource = {
  page: (_language, page) => (page === 'about' ? { language: 'en', content: about } : null),
  rules: () => ({ language: 'en', content: rules }),
};

describe('resolveInfoView', () => {
  it('shows a page, telling the language its content is in', () => {
    expect(resolveInfoView('/ru/information/about', 'ru', source)).toEqual({
      view: { kind: 'page', page: 'about', content: about },
      contentLanguage: 'en',
    });
  });

  it('shows the index for the information root', () => {
    expect(resolveInfoView('/en/information', 'en', source).view).toEqual({ kind: 'index' });
  });

  it('shows every chapter of a rules group, or just the chapter asked for', () => {
    const group = resolveInfoView('/en/information/rules/1', 'en', source).view;
    expect(group.kind === 'rules' && group.chapters.map((chapter) => chapter.id)).toEqual([1, 2]);
    const chapter = resolveInfoView('/en/information/rules/1/2?ref=x', 'en', source).view;
    expect(chapter.kind === 'rules' && chapter.chapters.map((c) => c.title)).toEqual(['Bets']);
  });

  it.each([
    '/en/information/nope',
    '/en/information/about/extra',
    '/en/information/rules/9',
    '/en/information/rules/1/9',
    '/en/information/rules/abc',
    '/en/information/rules/1/2/3',
    '/en/information/contacts',
  ])('%s is not found', (url) => {
    expect(resolveInfoView(url, 'en', source).view).toEqual({ kind: 'not-found' });
  });
});
