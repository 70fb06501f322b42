import type { PartClientContext } from '@parlay/contract/part-runtime';
import { serverContextFor } from '@parlay/part-kit/testing';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mount } from './client.tsx';
import { render } from './server.tsx';
import { fakeBackEnd, ok } from './testing/render-identity.tsx';

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

const context = (navigate: (href: string) => void): PartClientContext => ({
  url: '/en/confirm-terms',
  language: 'en',
  theme: 0,
  userId: null,
  navigate,
  reportError: () => {},
});

describe('identity part in the browser', () => {
  it('hydrates the server markup without a mismatch, then sends the token', async () => {
    const errors = vi.spyOn(console, 'error');
    const { calls } = fakeBackEnd({ '/web-api/user/activate': ok() });
    const element = await serverRendered('/en/user/activate?token=abc');
    const part = mount(
      element,
      context(() => {}),
    );
    expect(await screen.findByRole('heading', { name: 'Your email is confirmed' })).toBeTruthy();
    expect(calls.map((call) => call.body)).toEqual([{ token: 'abc' }]);
    expect(errors).not.toHaveBeenCalled();
    part.unmount();
  });
});
