import { partRootAttribute, partStateAttribute } from '@parlay/contract/part-runtime';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';

/** JSON that is safe inside a <script> element: no `</script>`, no HTML comment openers. */
export function serializeState(state: unknown): string {
  return JSON.stringify(state)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/**
 * A part's descriptor body: its server-rendered root plus the state the client needs to
 * hydrate it. `identifierPrefix` keeps useId values apart from the shell's and other parts'.
 */
export function renderPartBody(partName: string, element: ReactNode, state: unknown): string {
  return `${renderServerOnlyPartBody(partName, element)}<script type="application/json" ${partStateAttribute}>${serializeState(state)}</script>`;
}

/**
 * The descriptor body of a server-only part (no client entry, see the part registry): its
 * server-rendered root alone, with no state, since nothing hydrates it.
 */
export function renderServerOnlyPartBody(partName: string, element: ReactNode): string {
  const html = renderToString(element, { identifierPrefix: `${partName}-` });
  return `<div ${partRootAttribute}>${html}</div>`;
}
