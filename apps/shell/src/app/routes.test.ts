import { createStaticHandler } from 'react-router';
import { describe, expect, it } from 'vitest';
import { routes } from './routes.tsx';

const handler = createStaticHandler(routes);

/** The id and params of the page route a path matches (no loader run). */
async function pageMatch(pathname: string) {
  const context = await handler.query(new Request(`http://x${pathname}`), {
    filterMatchesToLoad: () => false,
  });
  if (context instanceof Response) throw new Error(`${pathname} answered ${context.status}`);
  const match = context.matches.at(-1)!;
  return { id: match.route.id, params: match.params, handle: match.route.handle };
}

describe('the router built from the route table', () => {
  it('takes a menu section only for one of its words, and a sport’s slug for a sport', async () => {
    expect(await pageMatch('/en/line/top/football')).toMatchObject({
      id: 'line~top',
      params: { sport: 'football' },
    });
    expect(await pageMatch('/en/line/football/88637-premier-league')).toMatchObject({
      id: 'line',
      params: { sport: 'football', champ: '88637-premier-league' },
    });
    expect(await pageMatch('/en/live/football/1-a/2-b')).toMatchObject({
      id: 'live-game',
      params: { game: '2-b' },
    });
    expect(await pageMatch('/en/live/soon/football/1-a/2-b')).toMatchObject({ id: 'live-game~soon' });
    expect(await pageMatch('/en/epl/line/today')).toMatchObject({
      id: 'sports-epl~today',
      params: { section: 'line' },
    });
  });

  it('keeps the word of a one-word optional param as a param the page reads (the social registration step)', async () => {
    expect(await pageMatch('/en/registration/socialregistration')).toMatchObject({
      id: 'registration~socialregistration',
      handle: { fixedParams: { type: 'socialregistration' } },
    });
    const plain = await pageMatch('/en/registration');
    expect(plain.id).toBe('registration');
    expect(plain.handle).not.toHaveProperty('fixedParams');
  });
});
