import { mkdir, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { SharedImports } from './shared-imports.ts';
import { type SharedModule, sharedModules, vendorEntryName } from './shared-modules.ts';

/**
 * React and react-dom ship CommonJS only, so a bundler cannot see their export names. For each
 * shared module we write an ESM entry that re-exports every name explicitly — the union of the
 * production and development builds' names, since the two lists differ.
 *
 * ES modules (React Router) re-export only the names the shell and the parts import, when those
 * are given: the rest is tree-shaken away (a data router subset is 30 KB gzip against 65 KB for
 * the whole package). A part built elsewhere that imports more needs a vendor rebuilt with it.
 */
export async function writeVendorEntries(
  outDir: string,
  resolveFrom: string,
  used?: SharedImports,
): Promise<Record<string, string>> {
  await mkdir(outDir, { recursive: true });
  const inputs: Record<string, string> = {};
  for (const specifier of sharedModules) {
    const names = await exportNames(specifier, resolveFrom);
    const file = path.join(outDir, `${vendorEntryName(specifier)}.js`);
    await writeFile(file, entrySource(specifier, names, used));
    inputs[vendorEntryName(specifier)] = file;
  }
  return inputs;
}

/** CommonJS builds of the shared modules, per variant (`<file>.production.js`, `<file>.development.js`). */
const commonJsBuilds: Partial<Record<SharedModule, string>> = {
  react: 'react/cjs/react',
  'react/jsx-runtime': 'react/cjs/react-jsx-runtime',
  'react/jsx-dev-runtime': 'react/cjs/react-jsx-dev-runtime',
  'react-dom': 'react-dom/cjs/react-dom',
  'react-dom/client': 'react-dom/cjs/react-dom-client',
};

async function exportNames(specifier: SharedModule, resolveFrom: string): Promise<string[]> {
  const require = createRequire(path.join(resolveFrom, 'noop.js'));
  const names = new Set<string>();
  const cjs = commonJsBuilds[specifier];
  if (cjs) {
    for (const variant of ['production', 'development']) {
      const [packageName = '', ...file] = cjs.split('/');
      const packageDir = path.dirname(require.resolve(`${packageName}/package.json`));
      const build = `${path.join(packageDir, ...file)}.${variant}.js`;
      for (const name of Object.keys(require(build) as object)) names.add(name);
    }
  } else {
    const mod = (await import(require.resolve(specifier))) as object;
    for (const name of Object.keys(mod)) names.add(name);
  }
  names.delete('default');
  names.delete('__esModule');
  return [...names].filter((name) => /^[A-Za-z_$][\w$]*$/.test(name)).sort();
}

function entrySource(specifier: SharedModule, names: string[], used: SharedImports | undefined): string {
  if (!commonJsBuilds[specifier]) {
    const wanted = used?.get(specifier);
    if (!used || wanted === 'all') return `export * from '${specifier}';\n`;
    const picked = [...(wanted ?? [])].filter((name) => names.includes(name)).sort();
    return picked.length ? `export { ${picked.join(', ')} } from '${specifier}';\n` : 'export {};\n';
  }
  return [
    `import mod from '${specifier}';`,
    'export default mod;',
    `export const { ${names.join(', ')} } = mod;`,
    '',
  ].join('\n');
}
