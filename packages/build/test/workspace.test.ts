import { access } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildPaths, localParts, partBrowserEntry } from '../src/workspace.ts';

describe('local parts', () => {
  it.each(localParts)(
    "%s has the package the build expects: a browser entry (mount, or a server-only part's stylesheet) and a server entry (render)",
    async (name) => {
      for (const entry of ['package.json', partBrowserEntry(name), 'src/server.tsx'])
        await expect(access(path.join(buildPaths.part(name), entry))).resolves.toBeUndefined();
    },
  );

  it('builds a part from its client entry unless it is registered as server-only', () => {
    expect(partBrowserEntry('sports')).toBe('src/client.tsx');
    expect(partBrowserEntry('footer')).toBe('src/footer.module.css');
  });
});
