import { useId } from 'react';
import { describe, expect, it } from 'vitest';
import { renderPartBody, renderServerOnlyPartBody } from './server.tsx';

function Labelled() {
  const id = useId();
  return <p id={id}>text</p>;
}

describe('part bodies', () => {
  it('a hydrated part carries its state beside its root, escaped for a script element', () => {
    const html = renderPartBody('demo', <Labelled />, { note: '</script>' });
    expect(html).toContain(
      '<script type="application/json" data-part-state>{"note":"\\u003c/script>"}</script>',
    );
  });

  it('a server-only part is its root alone, its ids still prefixed with the part name', () => {
    const html = renderServerOnlyPartBody('demo', <Labelled />);
    expect(html).toMatch(/^<div data-part-root><p id="[^"]*demo-[^"]*">text<\/p><\/div>$/);
  });
});
