import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importChain, staticImports } from './importGraph';

/** A small tree covering each kind of import the graph must keep or leave out. */
const FILES: Record<string, string> = {
  'a.ts': [
    "import type { T } from './types';",
    "import { value } from './b';",
    "import { type U } from './sideEffect';",
    "import lib from 'some-package';",
    "export type { V } from './typesToo';",
    "export * from './lib';",
    "const later = () => import('./lazy');",
    'export { value, later, lib };',
  ].join('\n'),
  'b.ts': "import data from './data.json';\nexport const value = data;",
  'data.json': '{}',
  'types.ts': 'export type T = number;',
  'typesToo.ts': 'export type V = string;',
  'sideEffect.ts': 'export type U = 1;',
  'lib/index.ts': "export { deep } from './deep';",
  'lib/deep.ts': 'export const deep = 1;',
  'lazy.ts': 'export const lazy = 1;',
};

let root = '';
beforeAll(() => {
  root = mkdtempSync(path.join(tmpdir(), 'import-graph-'));
  for (const [file, text] of Object.entries(FILES)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  }
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('staticImports', () => {
  it('keeps value imports, re-exports and `import { type X }` (kept as a bare import), resolving folders to their index', () => {
    expect(staticImports('a.ts', root)).toEqual(['b.ts', 'sideEffect.ts', 'lib/index.ts']);
  });

  it('ends at files that are not TypeScript', () => {
    expect(staticImports('b.ts', root)).toEqual(['data.json']);
    expect(staticImports('data.json', root)).toEqual([]);
  });

  it('refuses a relative import it cannot resolve, rather than missing a path', () => {
    writeFileSync(path.join(root, 'broken.ts'), "import { x } from './missing';");
    expect(() => staticImports('broken.ts', root)).toThrow('cannot resolve ./missing');
  });
});

describe('importChain', () => {
  it('names the shortest chain to a forbidden module', () => {
    expect(importChain(['a.ts'], (file) => file === 'lib/deep.ts', root)).toEqual(['a.ts', 'lib/index.ts', 'lib/deep.ts']);
  });

  it('finds none through type-only imports or dynamic imports', () => {
    expect(importChain(['a.ts'], (file) => ['types.ts', 'typesToo.ts', 'lazy.ts'].includes(file), root)).toBeNull();
  });
});
