/**
 * `npm run size`: after `npm run build`, prints the gzip size of the entry chunk (with the chunks it imports
 * statically, i.e. everything the first page load needs: React, router, i18n, the shell) and of every
 * lazily loaded route chunk, and fails when the entry exceeds its budget (issue 2: 130 KB gzip).
 * Reads Vite's manifest (build.manifest in vite.config.ts).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/** Entry budget in bytes of gzip (KB = 1024 bytes). */
export const ENTRY_BUDGET_BYTES = 130 * 1024;

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

const dist = path.resolve(process.argv[2] ?? 'dist');
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8')) as Manifest;

const gzipCache = new Map<string, number>();
function gzipSize(file: string): number {
  let size = gzipCache.get(file);
  if (size === undefined) {
    size = gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length;
    gzipCache.set(file, size);
  }
  return size;
}

/** A chunk's file plus every chunk it imports statically, transitively. */
function staticClosure(key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key]?.imports ?? []) staticClosure(imported, seen);
  return seen;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1).padStart(7)} KB`;
const fileOf = (key: string) => manifest[key]?.file ?? key;

const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
if (!entryKey) throw new Error('no entry chunk in the manifest; was the build run?');
const entryKeys = staticClosure(entryKey);
const entryFiles = [...entryKeys].map(fileOf);
const entryTotal = entryFiles.reduce((sum, file) => sum + gzipSize(file), 0);
const entryCss = [...entryKeys].flatMap((key) => manifest[key]?.css ?? []);

console.log('Entry (first load: React, router, i18n, shell, / and /main):');
for (const file of entryFiles) console.log(`  ${kb(gzipSize(file))}  ${file}`);
for (const file of entryCss) console.log(`  ${kb(gzipSize(file))}  ${file} (css, not in the JS budget)`);
console.log(`  ${kb(entryTotal)}  total JS, budget ${kb(ENTRY_BUDGET_BYTES).trim()}`);

const routeKeys = Object.keys(manifest)
  .filter((key) => manifest[key]?.isDynamicEntry && key.startsWith('src/screens/'))
  .sort();
console.log('\nRoute chunks (own chunk; + shared chunks it loads that the entry does not have):');
for (const key of routeKeys) {
  const own = gzipSize(fileOf(key));
  const extra = [...staticClosure(key)].filter((k) => k !== key && !entryKeys.has(k));
  const extraSize = extra.reduce((sum, k) => sum + gzipSize(fileOf(k)), 0);
  const shared = extra.length > 0 ? ` + ${kb(extraSize).trim()} shared (${extra.map(fileOf).map((f) => path.basename(f)).join(', ')})` : '';
  console.log(`  ${kb(own)}  ${key.replace('src/screens/', '')}${shared}`);
}

const otherLazy = Object.keys(manifest).filter((key) => manifest[key]?.isDynamicEntry && !key.startsWith('src/screens/'));
if (otherLazy.length > 0) {
  console.log('\nOther lazily loaded chunks:');
  for (const key of otherLazy) console.log(`  ${kb(gzipSize(fileOf(key)))}  ${key}`);
}

if (entryTotal > ENTRY_BUDGET_BYTES) {
  console.error(`\nEntry is ${kb(entryTotal).trim()} gzip, over the ${kb(ENTRY_BUDGET_BYTES).trim()} budget.`);
  process.exit(1);
}
console.log(`\nEntry within budget: ${kb(entryTotal).trim()} of ${kb(ENTRY_BUDGET_BYTES).trim()} gzip.`);
