import { type PartInstance, partRootAttribute, partStateAttribute } from '@parlay/contract/part-runtime';
import type { ReactNode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';

/** Reads the state the server embedded in a part's body. */
export function readPartState<T>(element: HTMLElement): T {
  const script = element.querySelector(`script[${partStateAttribute}]`);
  if (!script?.textContent) throw new Error('part body carries no state');
  return JSON.parse(script.textContent) as T;
}

/**
 * Hydrates a part's server-rendered root. The root element lives inside markup the shell's React
 * set as innerHTML and never touches again, so the two React roots never fight over nodes.
 */
export function hydratePart(
  partName: string,
  element: HTMLElement,
  render: () => ReactNode,
): PartInstance & { root: Root } {
  const container = element.querySelector<HTMLElement>(`[${partRootAttribute}]`);
  if (!container) throw new Error('part body has no root element');
  const root = hydrateRoot(container, render(), {
    identifierPrefix: `${partName}-`,
    onRecoverableError: (error) => console.error(`[${partName}]`, error),
  });
  return {
    root,
    update: () => root.render(render()),
    // The shell may be committing when it unmounts a part: defer so React never unmounts a
    // root synchronously inside another root's render.
    unmount: () => queueMicrotask(() => root.unmount()),
  };
}
