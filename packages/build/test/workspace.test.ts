import { access } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildPaths, localParts } from '../src/workspace.ts';

describe('local parts', () => {
  it.each(localParts)(
    '%s has the package the build expects: a client entry (mount) and a server entry (render)',
    async (name) => {
      for (const entry of ['package.json', 'src/client.tsx', 'src/server.tsx'])
        await expect(access(path.join(buildPaths.part(name), entry))).resolves.toBeUndefined();
    },
  );
});
