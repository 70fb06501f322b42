import { fakeBackEnd } from '@parlay/client/testing';
import { walletEndpoints } from '@parlay/contract/endpoints';
import type { PartClientContext } from '@parlay/contract/part-runtime';
import { serverContextFor } from '@parlay/part-kit/testing';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mount } from './client.tsx';
import { render } from './server.tsx';
import { balance, rouble } from './testing/render-office.tsx';

afterEach(() => {
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

async function serverRendered(url: string): Promise<HTMLElement> {
  const element = document.createElement('div');
  element.innerHTML = (await render(url, serverContextFor(url))).html;
  document.body.append(element);
  return element;
}

const context = (url: string): PartClientContext => ({
  url,
  language: 'en',
  theme: 0,
  userId: 7,
  navigate: () => {},
  reportError: () => {},
});

describe('office part in the browser', () => {
  it('hydrates the server markup without a mismatch, then shows the player’s accounts', async () => {
    const errors = vi.spyOn(console, 'error');
    fakeBackEnd().on(walletEndpoints.getBalance, () => balance([rouble]));
    const element = await serverRendered('/en/office/account');
    const part = mount(element, context('/en/office/account'));
    await part.hydrated;
    expect(await screen.findByRole('article', { name: /RUB/ })).toBeTruthy();
    expect(errors).not.toHaveBeenCalled();
    part.unmount();
  });
});
