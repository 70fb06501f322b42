import path from 'node:path';
import { afterEach, describe, expect, test } from 'vitest';
import { checkLayers, type Layer } from './check-shell-layers.ts';
import { type FixtureFiles, writeFixture } from './fixture-tree.ts';

const layers: Layer[] = [
  { name: 'app', folders: ['.', 'app'] },
  { name: 'features', folders: ['auth', 'session'] },
  { name: 'shared', folders: ['i18n'] },
];

let removeFixture = () => {};
afterEach(() => removeFixture());

/** A source tree whose imports point down; each test breaks it in one way. */
function sources(changes: FixtureFiles = {}): FixtureFiles {
  return {
    'src/entry.tsx': "import { App } from './app/app.tsx';\nexport const root = App;\n",
    'src/app/app.tsx': "import { signIn } from '../auth/sign-in.ts';\nexport const App = signIn;\n",
    'src/auth/sign-in.ts': "import { session } from '../session/store.ts';\nexport const signIn = session;\n",
    'src/session/store.ts': "import { t } from '../i18n/t.ts';\nexport const session = t;\n",
    'src/i18n/t.ts': 'export const t = (key: string) => key;\n',
    'src/test/render.tsx': "import { App } from '../app/app.tsx';\nexport const render = App;\n",
    'src/auth/sign-in.test.ts': "import { render } from '../test/render.tsx';\nexport const r = render;\n",
    ...changes,
  };
}

function problemsOf(files: FixtureFiles): string[] {
  const fixture = writeFixture(files);
  removeFixture = fixture.remove;
  return checkLayers(path.join(fixture.root, 'src'), layers);
}

describe('check-shell-layers', () => {
  test('a tree whose imports point down passes, tests and test helpers included', () => {
    expect(problemsOf(sources())).toEqual([]);
  });

  test('an import of a higher layer fails, named with its file, line and layers', () => {
    const problems = problemsOf(
      sources({ 'src/i18n/t.ts': "export const t = (key: string) => key;\nimport '../app/app.tsx';\n" }),
    );
    expect(problems[0]).toMatch(
      /src\/i18n\/t\.ts:2 imports \.\.\/app\/app\.tsx: i18n\/ \(shared\) may not import app\/ \(app\)$/,
    );
  });

  test('a type-only import of a higher layer fails too', () => {
    const problems = problemsOf(
      sources({
        'src/i18n/t.ts': "import type { App } from '../app/app.tsx';\nexport const t = (key: App) => key;\n",
      }),
    );
    expect(problems.join('\n')).toContain('i18n/ (shared) may not import app/ (app)');
  });

  test('two folders of one layer importing each other fail as a cycle', () => {
    const problems = problemsOf(
      sources({ 'src/session/store.ts': "import '../auth/sign-in.ts';\nexport const session = 1;\n" }),
    );
    expect(problems).toEqual([
      expect.stringMatching(
        /^Folders auth\/, session\/ import each other in a cycle:\n {2}auth\/ → session\/: .*sign-in\.ts:1 .*\n {2}session\/ → auth\/: .*store\.ts:1 /,
      ),
    ]);
  });

  test('a folder placed in no layer fails', () => {
    const problems = problemsOf(sources({ 'src/wallet/balance.ts': 'export const balance = 0;\n' }));
    expect(problems).toEqual([expect.stringMatching(/src\/wallet\/ is in no layer/)]);
  });

  test('production code importing test code fails', () => {
    const problems = problemsOf(
      sources({ 'src/auth/sign-in.ts': "import '../test/render.tsx';\nexport const signIn = 1;\n" }),
    );
    expect(problems).toEqual([
      expect.stringMatching(/sign-in\.ts:1 imports test code \(\.\.\/test\/render\.tsx\)/),
    ]);
  });
});
