import { createContext, type ReactNode, useContext } from 'react';
import type { ServerPartState } from '../app/initial-data.ts';
import type { PartView } from './part-view.ts';

/** The version of a part whose bundles and stylesheets the page has loaded. */
export interface LoadedPartVersion {
  version: string;
  cssHrefs: readonly string[];
}

/** What the page knows about its parts before and across client-side loading. */
export interface PartsRuntime {
  /** The server render's result for a part, when it was rendered for this URL. */
  initialView(name: string, url: string): PartView;
  /** Records the version of a part the page runs from now on; answers the one it ran before, if any. */
  replaceLoadedVersion(name: string, loaded: LoadedPartVersion): LoadedPartVersion | undefined;
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

/** The versions of the parts the server rendered into the page. */
export function serverLoadedVersions(
  parts: Readonly<Record<string, ServerPartState>>,
): Map<string, LoadedPartVersion> {
  const versions = new Map<string, LoadedPartVersion>();
  for (const [name, state] of Object.entries(parts))
    if (state.status === 'ready') versions.set(name, { version: state.version, cssHrefs: state.cssHrefs });
  return versions;
}

/** Views keyed by part name, each valid for the URL it was rendered for. */
export function runtimeFromViews(
  views: ReadonlyMap<string, PartView>,
  loadedVersions: ReadonlyMap<string, LoadedPartVersion> = new Map(),
): PartsRuntime {
  const versions = new Map(loadedVersions);
  return {
    initialView(name, url) {
      const view = views.get(name);
      if (!view || view.state === 'not-exist' || view.url !== url) return { state: 'not-exist' };
      return view;
    },
    replaceLoadedVersion(name, loaded) {
      const previous = versions.get(name);
      versions.set(name, loaded);
      return previous;
    },
  };
}
