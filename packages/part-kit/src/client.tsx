import { type PartInstance, partRootAttribute, partStateAttribute } from '@parlay/contract/part-runtime';
import { type ReactNode, useEffect } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';

/** Reads the state the server embedded in a part's body. */
export function readPartState<T>(element: HTMLElement): T {
  const script = element.querySelector(`script[${partStateAttribute}]`);
  if (!script?.textContent) throw new Error('part body carries no state');
  return JSON.parse(script.textContent) as T;
}

/** Renders no markup of its own (so hydration and useId are unaffected); its effect runs once the tree has hydrated. */
function OnHydrated({ signal, children }: { signal: () => void; children: ReactNode }) {
  useEffect(signal, [signal]);
  return children;
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
  let signal!: () => void;
  let isHydrated = false;
  let unmounted = false;
  const hydrated = new Promise<void>((resolve) => {
    signal = () => {
      isHydrated = true;
      resolve();
    };
  });
  const tree = () => <OnHydrated signal={signal}>{render()}</OnHydrated>;
  const root = hydrateRoot(container, tree(), {
    identifierPrefix: `${partName}-`,
    // A part unmounted while it hydrates makes React give up the hydration (an update before it,
    // React error 424): nothing is wrong with a root that is going away.
    onRecoverableError: (error) => {
      if (!unmounted) console.error(`[${partName}]`, error);
    },
  });
  return {
    root,
    hydrated,
    // An update before hydration is done would make React throw the server's markup away and
    // render the part again from scratch (React error 424): it waits, then renders what is current.
    update: () => {
      if (isHydrated) root.render(tree());
      else
        void hydrated.then(() => {
          if (!unmounted) root.render(tree());
        });
    },
    // The shell may be committing when it unmounts a part: defer so React never unmounts a
    // root synchronously inside another root's render.
    unmount: () => {
      unmounted = true;
      queueMicrotask(() => root.unmount());
    },
  };
}
