import { createRequire, registerHooks } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';

// drizzle-kit is installed at the repository root while npm keeps drizzle-orm inside
// apps/server/node_modules, where drizzle-kit cannot find it. Resolve drizzle-kit's imports of
// drizzle-orm to this workspace's copy, then hand over to drizzle-kit's command line unchanged:
//   node apps/server/src/db/drizzle-kit-cli.ts generate --config apps/server/drizzle.config.ts
const requireFromServer = createRequire(import.meta.url);

registerHooks({
  resolve(specifier, context, nextResolve) {
    const isDrizzleOrm = specifier === 'drizzle-orm' || specifier.startsWith('drizzle-orm/');
    // Resolutions made from this file (below) take the normal path.
    if (!isDrizzleOrm || context.parentURL === import.meta.url) return nextResolve(specifier, context);
    if (context.conditions?.includes('require')) {
      return { url: pathToFileURL(requireFromServer.resolve(specifier)).href, shortCircuit: true };
    }
    return nextResolve(specifier, { ...context, parentURL: import.meta.url });
  },
});

// bin.cjs is not in drizzle-kit's package exports: it sits next to the package's main file.
requireFromServer(join(dirname(requireFromServer.resolve('drizzle-kit')), 'bin.cjs'));
