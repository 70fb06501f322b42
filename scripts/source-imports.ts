/**
 * What a source file imports, read with a real parser (Rolldown's, the one Vite builds with) rather
 * than regular expressions: static imports and re-exports, `import type`, dynamic `import()`,
 * `import('x').T` types, `declare module 'x'` augmentations, `require` / `require.resolve` /
 * `import.meta.resolve` calls with a literal, `/// <reference types="x" />` directives, and the
 * `react/jsx-runtime` import that JSX compiles to. Shared by the import checks (scripts/check-*.ts).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { isBuiltin } from 'node:module';
import path from 'node:path';
import { parseAst } from 'rolldown/parseAst';

export interface SourceImport {
  specifier: string;
  line: number;
}

const sourceExtension = /\.(ts|tsx|mts|cts|js|jsx|mjs|cjs)$/;
/** Folders that hold no sources of ours: dependencies, build output, runtime data. */
const skippedFolders = new Set(['node_modules', 'dist', 'var', 'coverage', 'test-artifacts']);

/**
 * Every source file under `dir` (absolute paths), skipping dependencies, build output, dot-folders
 * and the folders `skip` names (absolute paths).
 */
export function listSourceFiles(dir: string, skip: ReadonlySet<string> = new Set()): string[] {
  const files: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name.startsWith('.') || skippedFolders.has(entry.name)) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!skip.has(full)) files.push(...listSourceFiles(full, skip));
    } else if (sourceExtension.test(entry.name)) files.push(full);
  }
  return files;
}

type Node = { type?: unknown; [key: string]: unknown };

const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null;

/** The text of a string literal or of a template literal without substitutions. */
function literalText(node: unknown): string | null {
  if (!isNode(node)) return null;
  if (node.type === 'Literal' && typeof node.value === 'string') return node.value;
  if (node.type === 'TemplateLiteral' && Array.isArray(node.quasis) && node.quasis.length === 1) {
    const cooked = (node.quasis[0] as { value?: { cooked?: unknown } }).value?.cooked;
    return typeof cooked === 'string' ? cooked : null;
  }
  return null;
}

const isIdentifier = (node: unknown, name: string) =>
  isNode(node) && node.type === 'Identifier' && node.name === name;

/** `require(…)`, `require.resolve(…)`, `import.meta.resolve(…)`, `createRequire(…)(…)`. */
function isResolvingCall(callee: unknown): boolean {
  if (isIdentifier(callee, 'require')) return true;
  if (!isNode(callee)) return false;
  if (callee.type === 'CallExpression') return isIdentifier(callee.callee, 'createRequire');
  if (callee.type !== 'MemberExpression' || !isIdentifier(callee.property, 'resolve')) return false;
  const object = callee.object;
  return isIdentifier(object, 'require') || (isNode(object) && object.type === 'MetaProperty');
}

/** The module a node names, when it is an import of some kind. */
function importedBy(node: Node): unknown {
  switch (node.type) {
    case 'ImportDeclaration':
    case 'ExportNamedDeclaration':
    case 'ExportAllDeclaration':
    case 'ImportExpression':
      return node.source;
    case 'TSImportType':
      return node.source ?? node.argument;
    case 'TSModuleDeclaration':
      return node.id;
    case 'TSExternalModuleReference':
      return node.expression;
    case 'CallExpression':
      return isResolvingCall(node.callee) && Array.isArray(node.arguments) ? node.arguments[0] : null;
    default:
      return null;
  }
}

function languageOf(file: string): 'ts' | 'tsx' | 'js' | 'jsx' | 'dts' {
  if (/\.d\.[mc]?ts$/.test(file)) return 'dts';
  if (file.endsWith('.tsx')) return 'tsx';
  if (file.endsWith('.jsx')) return 'jsx';
  return /\.[mc]?ts$/.test(file) ? 'ts' : 'js';
}

/** The modules `text` (the contents of `file`) imports, in source order, with their lines. */
export function scanImports(file: string, text: string): SourceImport[] {
  const program = parseAst(text, { lang: languageOf(file) }, file);
  const lineOf = (offset: number) => text.slice(0, offset).split('\n').length;
  const found: { specifier: string; offset: number }[] = [];

  // Triple-slash directives are comments, which the AST leaves out; they may only precede the first statement.
  const prologue = text.slice(0, program.body[0]?.start ?? text.length);
  for (const match of prologue.matchAll(/^\/\/\/\s*<reference\s+types=["']([^"']+)["']/gm)) {
    found.push({ specifier: match[1] as string, offset: match.index });
  }

  let firstJsx: number | null = null;
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) {
      for (const item of value) visit(item);
      return;
    }
    if (!isNode(value)) return;
    const specifier = literalText(importedBy(value));
    if (specifier !== null) found.push({ specifier, offset: Number(value.start ?? 0) });
    if (firstJsx === null && (value.type === 'JSXElement' || value.type === 'JSXFragment')) {
      firstJsx = Number(value.start ?? 0);
    }
    for (const key in value) if (key !== 'parent') visit(value[key]);
  };
  visit(program.body);
  // JSX compiles to calls into React's automatic runtime (tsconfig `jsx: react-jsx`): an import the source does not spell.
  if (firstJsx !== null) found.push({ specifier: 'react/jsx-runtime', offset: firstJsx });
  return found
    .sort((a, b) => a.offset - b.offset)
    .map(({ specifier, offset }) => ({ specifier, line: lineOf(offset) }));
}

/** Reads and scans a file. */
export function importsOfFile(file: string): SourceImport[] {
  return scanImports(file, readFileSync(file, 'utf8'));
}

export const isRelative = (specifier: string) => specifier.startsWith('./') || specifier.startsWith('../');

/**
 * The npm package a bare specifier names (`@parlay/ui/tokens.css` → `@parlay/ui`), or null for
 * relative and absolute paths, Node built-ins, `#` subpath imports, wildcard module declarations,
 * URLs and virtual modules.
 */
export function packageOf(specifier: string): string | null {
  if (specifier === '.' || specifier === '..' || isRelative(specifier) || specifier.startsWith('/'))
    return null;
  if (specifier.startsWith('#') || specifier.includes('*') || isBuiltin(specifier)) return null;
  if (/^[a-z][a-z0-9+.-]*:/i.test(specifier)) return null;
  const parts = specifier.split('?')[0]?.split('/') ?? [];
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? null);
}
