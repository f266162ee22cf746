/**
 * The static value-import graph of the repository's own TypeScript: what a module loads when it loads, which is
 * what the bundler must put in (or before) its chunk. Type-only imports and exports are left out (they vanish at
 * build time), and so are dynamic `import()`s (their modules load later, in chunks of their own) and packages.
 * `importChain` finds the path from a module to one it must not load, for a test to print.
 */
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/** Tried in this order for a relative specifier without an extension, as the bundler and tsc resolve it. */
const CANDIDATES = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];

/** Whether `file` exists and is a file (a folder named like a module is not one). */
function isFile(file: string): boolean {
  return statSync(file, { throwIfNoEntry: false })?.isFile() ?? false;
}

/** Whether an import or export declaration loads its module at run time (all but `import type` and `export type`). */
function loadsAtRunTime(node: ts.ImportDeclaration | ts.ExportDeclaration): boolean {
  // `import { type A } from './a'` counts: under verbatimModuleSyntax it stays as `import {} from './a'`, which
  // loads './a' for its side effects. Only `import type` and `export type` vanish.
  if (ts.isImportDeclaration(node)) return !node.importClause?.isTypeOnly;
  return !node.isTypeOnly;
}

/**
 * The repository files a module imports statically as values, as paths relative to `root`; none for a file that
 * is not TypeScript (JSON, CSS, art: leaves of the graph).
 */
export function staticImports(file: string, root: string): string[] {
  if (!/\.tsx?$/.test(file)) return [];
  const text = readFileSync(path.join(root, file), 'utf8');
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found: string[] = [];
  for (const statement of source.statements) {
    if (!ts.isImportDeclaration(statement) && !ts.isExportDeclaration(statement)) continue;
    const specifier = statement.moduleSpecifier;
    if (!specifier || !ts.isStringLiteral(specifier) || !specifier.text.startsWith('.')) continue;
    if (!loadsAtRunTime(statement)) continue;
    const base = path.join(path.dirname(file), specifier.text);
    const resolved = CANDIDATES.map((suffix) => base + suffix).find((candidate) => isFile(path.join(root, candidate)));
    if (!resolved) throw new Error(`${file}: cannot resolve ${specifier.text}`);
    found.push(resolved.split(path.sep).join('/'));
  }
  return found;
}

/**
 * A chain of static value imports from one of `entries` to a module `forbidden` accepts (breadth first, so a
 * shortest one), or null when none of them ever loads one. Paths are relative to `root`.
 */
export function importChain(entries: readonly string[], forbidden: (file: string) => boolean, root: string): string[] | null {
  const parent = new Map<string, string | null>(entries.map((entry) => [entry, null]));
  const queue = [...entries];
  for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
    if (forbidden(file)) {
      const chain = [file];
      for (let up = parent.get(file); up; up = parent.get(up)) chain.unshift(up);
      return chain;
    }
    for (const imported of staticImports(file, root)) {
      if (parent.has(imported)) continue;
      parent.set(imported, file);
      queue.push(imported);
    }
  }
  return null;
}
