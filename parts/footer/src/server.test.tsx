import { partStateAttribute } from '@parlay/contract/part-runtime';
import { describe, expect, it } from 'vitest';
import { render } from './server.tsx';

const context = (language: string) => ({
  url: `/${language}`,
  language,
  theme: 0 as const,
  fetchApi: () => Promise.reject(new Error('the footer reads no API')),
  fetchApiAsVisitor: () => Promise.reject(new Error('the footer reads no API')),
});

describe('the footer’s server render (a server-only part)', () => {
  it('carries no state for a hydration that never comes', async () => {
    const { status, html } = await render('/en', context('en'));
    expect(status).toBe(200);
    expect(html).toMatch(/^<div data-part-root><footer/);
    expect(html).not.toContain(partStateAttribute);
    expect(html).not.toContain('<script');
  });

  it('unfolds the legal text with a native disclosure whose summary names both states', async () => {
    const { html } = await render('/ru', context('ru'));
    const disclosure = /<details[^>]*>\s*<summary[^>]*>([\s\S]*?)<\/summary>\s*<\/details>/.exec(html);
    expect(disclosure?.[1]).toContain('Показать больше');
    expect(disclosure?.[1]).toContain('Свернуть');
    expect(html).toContain('href="/ru/information/about"');
  });
});
