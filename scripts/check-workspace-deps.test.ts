import { afterEach, describe, expect, test } from 'vitest';
import { checkWorkspaceDeps } from './check-workspace-deps.ts';
import { type FixtureFiles, writeFixture } from './fixture-tree.ts';

let removeFixture = () => {};
afterEach(() => removeFixture());

/** A repository of two workspaces that follows the rules; each test breaks it in one way. */
function repository(changes: FixtureFiles = {}): FixtureFiles {
  return {
    'package.json': {
      name: 'repo',
      workspaces: ['packages/*'],
      scripts: { lint: 'lint-tool .' },
      devDependencies: { 'lint-tool-package': '^1.0.0' },
    },
    'node_modules/lint-tool-package/package.json': {
      name: 'lint-tool-package',
      bin: { 'lint-tool': 'cli.js' },
    },
    'packages/core/package.json': { name: '@repo/core', dependencies: { zod: '^4.0.0' } },
    'packages/core/src/index.ts':
      "import { z } from 'zod';\nimport { readFile } from 'node:fs';\nexport const s = z;\n",
    'packages/web/package.json': {
      name: '@repo/web',
      dependencies: { '@repo/core': '0.1.0', react: '^19.0.0' },
      devDependencies: { '@types/react': '^19.0.0' },
    },
    'packages/web/src/app.tsx':
      "import { s } from '@repo/core';\nexport const App = () => <p>{String(s)}</p>;\n",
    ...changes,
  };
}

function problemsOf(files: FixtureFiles, explained = {}) {
  const fixture = writeFixture(files);
  removeFixture = fixture.remove;
  return checkWorkspaceDeps(fixture.root, explained);
}

describe('check-workspace-deps', () => {
  test('a repository whose declarations match its imports passes', () => {
    expect(problemsOf(repository())).toEqual([]);
  });

  test('an undeclared package fails, named with the file and line that import it', () => {
    const problems = problemsOf(
      repository({
        'packages/core/src/extra.ts': "export {};\nimport { parse } from 'yaml/dist/index.js';\n",
      }),
    );
    expect(problems).toEqual([
      expect.stringMatching(
        /@repo\/core \(packages\/core\) imports packages .*\n {2}yaml — packages\/core\/src\/extra.ts:2/,
      ),
    ]);
  });

  test.each([
    ['a type-only import', "import type { Page } from 'playwright-core';"],
    ['a dynamic import', "export const load = () => import('playwright-core');"],
    ['an import type', "export type Page = import('playwright-core').Page;"],
    ['a require.resolve', "export const where = require.resolve('playwright-core');"],
  ])('%s of an undeclared package fails too', (_kind, source) => {
    const problems = problemsOf(repository({ 'packages/core/src/extra.ts': source }));
    expect(problems.join('\n')).toContain('playwright-core — packages/core/src/extra.ts:1');
  });

  test('JSX needs React declared: it compiles to imports of react/jsx-runtime', () => {
    const problems = problemsOf(
      repository({ 'packages/core/src/view.tsx': 'export const View = () => <b>hi</b>;\n' }),
    );
    expect(problems.join('\n')).toContain('react — packages/core/src/view.tsx:1');
  });

  test('a declared package nothing imports or runs fails', () => {
    const problems = problemsOf(
      repository({
        'packages/core/package.json': {
          name: '@repo/core',
          dependencies: { zod: '^4.0.0', lodash: '^4.0.0' },
        },
      }),
    );
    expect(problems).toEqual([
      '@repo/core (packages/core) declares packages it does not use:\n  lodash (dependencies)',
    ]);
  });

  test('a package used without an import passes only when the reason is written down', () => {
    const files = repository({
      'packages/core/package.json': {
        name: '@repo/core',
        dependencies: { zod: '^4.0.0', 'pino-pretty': '^13.0.0' },
      },
    });
    expect(problemsOf(files)).toHaveLength(1);
    expect(problemsOf(files, { '@repo/core': { 'pino-pretty': 'a log transport named by string' } })).toEqual(
      [],
    );
  });

  test('a written-down reason for a package that is imported, or not declared, fails as stale', () => {
    const problems = problemsOf(repository(), {
      '@repo/core': { zod: 'kept for later', yaml: 'kept for later' },
    });
    expect(problems).toEqual([
      '@repo/core (packages/core): usedWithoutImport explains zod, which it imports: drop the entry',
      '@repo/core (packages/core): usedWithoutImport explains yaml, which it does not declare: drop the entry',
    ]);
  });

  test('@types of a package nothing imports fails', () => {
    const problems = problemsOf(
      repository({ 'packages/web/src/app.tsx': "import { s } from '@repo/core';\nexport const t = s;\n" }),
    );
    expect(problems.join('\n')).toMatch(
      /@repo\/web .*does not use:\n {2}react \(dependencies\)\n {2}@types\/react/,
    );
  });

  test('a relative import into another workspace fails', () => {
    const problems = problemsOf(
      repository({ 'packages/web/src/deep.ts': "import '../../core/src/index.ts';\n" }),
    );
    expect(problems).toEqual([
      'packages/web/src/deep.ts:1 reaches into @repo/core (packages/core) by path (../../core/src/index.ts): import it by its package name',
    ]);
  });

  test('one package declared with two version ranges fails', () => {
    const problems = problemsOf(
      repository({
        'packages/core/package.json': {
          name: '@repo/core',
          dependencies: { zod: '^4.0.0', react: '^18.0.0' },
        },
        'packages/core/src/view.tsx': 'export const View = () => <b>hi</b>;\n',
      }),
    );
    expect(problems).toEqual([
      'react is declared with different versions: ^18.0.0 in @repo/core; ^19.0.0 in @repo/web',
    ]);
  });
});
