import { createHash } from 'node:crypto';
import path from 'node:path';
import type { InlineConfig, PluginOption } from 'vite';
import { cssModuleNamespaces } from './css-module-namespaces.ts';
import { endpointRoutingPlugin } from './endpoint-routing-plugin.ts';
import { leanPreloadHelper } from './lean-preload-helper.ts';
import { browserRouteTablePlugin } from './route-table-plugin.ts';
import { isSharedModule } from './shared-modules.ts';

export type BuildMode = 'production' | 'development';

/** Leaves the shared modules as bare imports: the browser resolves them through the import map. */
export const externalShared = (id: string) => isSharedModule(id);

/**
 * CSS modules as the shell's and the parts' builds (browser and server alike) name their classes:
 * `_<local>_<hash of the sheet>`, Vite's default without the line number it appends. A local name
 * is unique within its sheet, so the number adds nothing; without it every class of a sheet shares
 * one suffix, and the class map a bundle carries (the sports part's is on the home page) compresses
 * to two thirds.
 */
export const cssModulesOptions = {
  localsConvention: 'camelCaseOnly',
  generateScopedName: (local: string, _file: string, css: string) =>
    `_${local}_${createHash('sha256').update(css).digest('hex').slice(0, 6)}`,
} as const;

/** React Router's "use client" markers mean nothing outside server components: not worth a warning each. */
const quietLogs = (level: string, log: { code?: string }, handler: (level: never, log: never) => void) => {
  if (log.code === 'MODULE_LEVEL_DIRECTIVE') return;
  handler(level as never, log as never);
};

/**
 * React Router's module-level code the bundler cannot prove pure: contexts and components made by
 * `React.createContext`/`forwardRef`/`memo` (its build names React `React$1`). Marked pure, the
 * ones no page uses (Form, ScrollRestoration, HistoryRouter, the framework-mode prefetching…) are
 * tree-shaken; their `displayName` assignments are dropped in production (only React DevTools
 * reads them), as they would otherwise keep them alive.
 */
const reactRouterPureCalls = ['React$1.createContext', 'React$1.forwardRef', 'React$1.memo'];

/**
 * React Router's production build keeps its developer warnings (`warning(cond, message)` and
 * `warnOnce(cond, message)`: a `console.warn` of a long message, nothing else). Marked pure in the
 * production vendor, the calls and their messages go (about 1.1 KB gzip); the development vendor
 * keeps them, where someone reads them. The names are those the calls are written with in React
 * Router's modules; React's production builds call nothing by these names.
 */
const reactRouterWarnings = ['warning', 'warnOnce'];
const reactRouterModule = /[/\\]node_modules[/\\]react-router[/\\]dist[/\\]production[/\\]/;
const displayNameStatement = /^\s*[\w$]+(?:\.[\w$]+)?\.displayName = "[^"\n]*";$/gm;

/** Production vendor: removes React Router's `X.displayName = "…";` statements (see reactRouterPureCalls). */
function reactRouterDisplayNames(): PluginOption {
  return {
    name: 'parlay:react-router-display-names',
    transform(code, id) {
      return reactRouterModule.test(id) ? { code: code.replace(displayNameStatement, ''), map: null } : null;
    },
  };
}

/**
 * The vendor bundle: one entry per shared module, entry signatures kept whole (the import map
 * names each), and the code behind them in one chunk — a page needs nearly all of it, and one file
 * compresses better and costs one request instead of several small ones.
 */
export function vendorBuildConfig(
  inputs: Record<string, string>,
  outDir: string,
  mode: BuildMode,
): InlineConfig {
  return {
    configFile: false,
    mode,
    logLevel: 'warn',
    define: { 'process.env.NODE_ENV': JSON.stringify(mode) },
    plugins: mode === 'production' ? [reactRouterDisplayNames()] : [],
    build: {
      outDir,
      emptyOutDir: true,
      manifest: true,
      minify: mode === 'production',
      target: 'es2022',
      rolldownOptions: {
        input: inputs,
        preserveEntrySignatures: 'strict',
        onLog: quietLogs,
        treeshake: {
          manualPureFunctions:
            mode === 'production' ? [...reactRouterPureCalls, ...reactRouterWarnings] : reactRouterPureCalls,
        },
        output: {
          entryFileNames: '[name]-[hash].js',
          chunkFileNames: '[name]-[hash].js',
          codeSplitting: { groups: [{ name: 'shared', test: /./ }] },
        },
      },
    },
  };
}

export interface BundleOptions {
  /** The package folder (where vite resolves from). */
  root: string;
  /** Entry module, relative to root. */
  entry: string;
  /** Output folder, relative to root. */
  outDir: string;
  /** Public URL prefix the built files are served under (client builds). */
  base: string;
  plugins?: PluginOption[];
  mode?: BuildMode;
}

/**
 * Browser build of the shell or a part: ES modules, shared modules external, a manifest so the
 * server can list the entry's scripts and CSS, and `mount`/exports preserved on the entry.
 */
export function clientBuildConfig(options: BundleOptions): InlineConfig {
  const mode = options.mode ?? 'production';
  return {
    configFile: false,
    root: options.root,
    base: options.base,
    mode,
    logLevel: 'warn',
    plugins: [
      endpointRoutingPlugin(),
      browserRouteTablePlugin(),
      ...cssModuleNamespaces(),
      leanPreloadHelper(),
      ...(options.plugins ?? []),
    ],
    define: { 'process.env.NODE_ENV': JSON.stringify(mode) },
    css: { modules: cssModulesOptions },
    build: {
      outDir: path.join(options.root, options.outDir),
      emptyOutDir: true,
      manifest: true,
      target: 'es2022',
      cssCodeSplit: true,
      // A lazy chunk's own imports are fetched when it runs (one round trip more on a dialog's first
      // opening) instead of every dynamic import carrying its dependency list and a preloader: the
      // home page's budget has no room for them.
      modulePreload: false,
      rolldownOptions: {
        input: path.join(options.root, options.entry),
        external: externalShared,
        // The entry keeps its exports (`mount`) but may gain some: Rolldown can then merge the
        // modules the entry and its lazy chunks share into the entry instead of a chunk per module.
        preserveEntrySignatures: 'allow-extension',
        onLog: quietLogs,
        // Imported constants written at their use sites: a CSS module's classes (read through its
        // namespace, css-module-namespaces.ts) become strings in the chunk using them, so the entry
        // neither exports them to its lazy chunks nor keeps the classes only those chunks read.
        optimization: { inlineConst: { mode: 'all', pass: 2 } },
        output: {
          entryFileNames: '[name]-[hash].js',
          chunkFileNames: '[name]-[hash].js',
          assetFileNames: '[name]-[hash][extname]',
          // What the entry imports statically stays in the entry, even when a lazy chunk shares it
          // (the entry is always loaded first): otherwise each shared module becomes a small chunk
          // of its own, one request and one compression dictionary more on every page.
          codeSplitting: { groups: [{ name: 'initial', tags: ['$initial'] }] },
        },
      },
    },
  };
}

/** Node build of the shell's or a part's server entry (rendering a route to HTML). */
export function serverBuildConfig(options: Omit<BundleOptions, 'base'>): InlineConfig {
  return {
    configFile: false,
    root: options.root,
    mode: options.mode ?? 'production',
    logLevel: 'warn',
    plugins: options.plugins ?? [],
    css: { modules: cssModulesOptions },
    // Workspace packages are TypeScript sources and must be bundled; npm packages stay external.
    ssr: { noExternal: [/^@parlay\//] },
    build: {
      ssr: path.join(options.root, options.entry),
      outDir: path.join(options.root, options.outDir),
      emptyOutDir: true,
      target: 'node24',
      rolldownOptions: { onLog: quietLogs, output: { entryFileNames: '[name].js', format: 'es' } },
    },
  };
}
