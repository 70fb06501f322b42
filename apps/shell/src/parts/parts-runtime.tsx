import { createContext, type ReactNode, useContext } from 'react';
import type { PartView } from './part-view.ts';

/** What the page knows about its parts before any client-side loading. */
export interface PartsRuntime {
  /** The server render's result for a part, when it was rendered for this URL. */
  initialView(name: string, url: string): PartView;
}

const PartsRuntimeContext = createContext<PartsRuntime | null>(null);

export function PartsRuntimeProvider({ runtime, children }: { runtime: PartsRuntime; children: ReactNode }) {
  return <PartsRuntimeContext value={runtime}>{children}</PartsRuntimeContext>;
}

export function usePartsRuntime(): PartsRuntime {
  const runtime = useContext(PartsRuntimeContext);
  if (!runtime) throw new Error('PartsRuntimeProvider is missing');
  return runtime;
}

/** Views keyed by part name, each valid for the URL it was rendered for. */
export function runtimeFromViews(views: ReadonlyMap<string, PartView>): PartsRuntime {
  return {
    initialView(name, url) {
      const view = views.get(name);
      if (!view || view.state === 'not-exist' || view.url !== url) return { state: 'not-exist' };
      return view;
    },
  };
}
