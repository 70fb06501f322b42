import type { Plugin } from 'vite';

/** `import styles from './x.module.css'` (the default import of a CSS module). */
const defaultCssModuleImport = /^import ([A-Za-z_$][\w$]*) from ('[^'\n]+\.module\.css');?$/gm;

/** A source file's CSS module default imports turned into namespace imports; nothing else changes. */
export function cssModuleNamespaceSource(source: string): string {
  return source.replace(defaultCssModuleImport, 'import * as $1 from $2;');
}

/**
 * Browser builds read a CSS module through its namespace (`import * as styles`) instead of its
 * default export. Vite gives each class a named export besides the default object of all of them;
 * through the namespace, `styles.price` is that export, so the bundle keeps only the classes the
 * code it holds reads, each as its string, instead of the whole sheet's class map in every entry
 * that uses one class of it. The sources keep the default import, which their types describe.
 * Class names here are camelCase identifiers, never reserved words (those get no named export).
 */
export function cssModuleNamespaces(): Plugin[] {
  return [namespaceImports, stylesheetsKept];
}

const namespaceImports: Plugin = {
  name: 'parlay-css-module-namespaces',
  enforce: 'pre',
  transform(code, id) {
    if (!/\.[jt]sx?$/.test(id.split('?')[0] ?? '') || !code.includes('.module.css')) return null;
    const rewritten = cssModuleNamespaceSource(code);
    return rewritten === code ? null : { code: rewritten, map: null };
  },
};

/**
 * Vite marks a CSS module's script free of side effects, and a module the bundle drops takes its
 * stylesheet with it: once every class a chunk reads is inlined, nothing would import the sheet.
 * Kept whole ('no-treeshake': a marker of side effects alone does not keep a module whose every
 * binding was inlined), its stylesheet stays with the chunk that imports it; the class constants
 * nothing reads any more are dropped by the minifier.
 */
const stylesheetsKept: Plugin = {
  name: 'parlay-css-module-stylesheets-kept',
  enforce: 'post',
  transform(code, id) {
    return /\.module\.css$/.test(id) ? { code, map: null, moduleSideEffects: 'no-treeshake' as const } : null;
  },
};
