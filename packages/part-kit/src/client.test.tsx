import { type PartClientContext, partRootAttribute } from '@parlay/contract/part-runtime';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { hydratePart } from './client.tsx';

afterEach(() => {
  vi.restoreAllMocks();
});

/** The shell's context after a change (the theme resolved to dark). */
const context: PartClientContext = {
  url: '/en',
  language: 'en',
  theme: 1,
  userId: null,
  navigate: () => {},
  reportError: () => {},
};

/** A part's body as the server sends it: its root element holding the server's markup. */
function serverBody(markup: string): HTMLElement {
  const element = document.createElement('div');
  element.innerHTML = `<div ${partRootAttribute}="">${markup}</div>`;
  document.body.append(element);
  return element;
}

describe('hydratePart', () => {
  it('holds an update that comes before hydration until it is done, so the server markup is kept', async () => {
    let count = 1;
    const Count = ({ value }: { value: number }) => <p>count {value}</p>;
    const element = serverBody(renderToString(<Count value={1} />));
    const serverParagraph = element.querySelector('p');
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});

    const part = hydratePart('demo', element, () => <Count value={count} />);
    // The shell's context changes (a theme resolved) while the part is still hydrating.
    count = 2;
    part.update(context);
    await part.hydrated;
    await vi.waitFor(() => expect(element.textContent).toBe('count 2'));
    // Hydrated, not rendered again from scratch: the server's node is still the one on the page.
    expect(element.querySelector('p')).toBe(serverParagraph);
    expect(errors).not.toHaveBeenCalled();
    part.unmount();
  });

  it('drops an update held for hydration when the part is unmounted first', async () => {
    const element = serverBody(renderToString(<p>one</p>));
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    let text = 'one';
    const part = hydratePart('demo', element, () => <p>{text}</p>);
    text = 'two';
    part.update(context);
    part.unmount();
    // The root is gone (its markup with it), and the held update never renders.
    await vi.waitFor(() => expect(element.querySelector('p')).toBeNull());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(element.textContent).toBe('');
    expect(errors).not.toHaveBeenCalled();
  });
});
