/**
 * `npm run size`: after `npm run build`, prints the gzip size of the entry chunk (with the chunks it imports
 * statically, i.e. everything the first page load needs: React, router, i18n, the shell) and of every
 * lazily loaded route chunk, and fails when the entry exceeds its budget (130 KB gzip). Then the
 * battle route with everything opening it loads beyond the entry (its chunk, the shared chunks, the parts of
 * Pixi it imports lazily on a WebGL browser, its CSS and the battle worker), which must stay within its
 * budget (300 KB gzip). Last, the API client's chunks, which fail the run if they carry the battle engine's
 * WebAssembly. Reads Vite's manifest (build.manifest in vite.config.ts).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/** Entry budget in bytes of gzip (KB = 1024 bytes). */
export const ENTRY_BUDGET_BYTES = 130 * 1024;
/** The battle route's budget beyond the entry, in bytes of gzip. */
export const BATTLE_BUDGET_BYTES = 300 * 1024;
/** The battle route's chunk in the manifest. */
const BATTLE_ROUTE = 'src/screens/battles/BattleScreen.tsx';
/**
 * Pixi's lazily imported parts that a browser with WebGL loads (the WebGPU and Canvas renderers are alternatives).
 * Not Pixi's browser bundle (environment-browser/browserAll: accessibility, DOM overlays, filters): the scene starts
 * its application with `skipExtensionImports` and imports the event system itself (src/scene/BattleScene.tsx).
 * `npm run bench:scene` lists the files Chromium really loads on /battle, which checks this list.
 */
const PIXI_LOADED = [/renderers\/gl\/WebGLRenderer/];
/**
 * The WebAssembly magic number and version, as the engine embeds its builds (hexadecimal text,
 * src/engine/wasm/build): its mark in a chunk. The API client's chunks must not have it (see apiClientChunks).
 */
const WASM_HEX_MARKER = '0061736d01000000';

interface ManifestChunk {
  file: string;
  name?: string;
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
// The page's entry only paints the splash and then imports the app (src/app/boot.tsx) after the first frame: the
// first load is the entry's static closure plus that of each chunk the entry itself imports dynamically.
const entryKeys = staticClosure(entryKey);
for (const deferred of manifest[entryKey]?.dynamicImports ?? []) staticClosure(deferred, entryKeys);
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

const battle = battleRoute();
const walletInEntry = walletChunks();
const engineInApiClient = apiClientChunks();

let failed = false;
if (entryTotal > ENTRY_BUDGET_BYTES) {
  console.error(`\nEntry is ${kb(entryTotal).trim()} gzip, over the ${kb(ENTRY_BUDGET_BYTES).trim()} budget.`);
  failed = true;
} else {
  console.log(`\nEntry within budget: ${kb(entryTotal).trim()} of ${kb(ENTRY_BUDGET_BYTES).trim()} gzip.`);
}
if (battle !== null && battle > BATTLE_BUDGET_BYTES) {
  console.error(`Battle route is ${kb(battle).trim()} gzip, over the ${kb(BATTLE_BUDGET_BYTES).trim()} budget.`);
  failed = true;
} else if (battle !== null) {
  console.log(`Battle route within budget: ${kb(battle).trim()} of ${kb(BATTLE_BUDGET_BYTES).trim()} gzip.`);
}
if (walletInEntry.length > 0) {
  console.error(`Wallet code in the entry or the battle route: ${walletInEntry.join(', ')}.`);
  failed = true;
}
if (engineInApiClient.length > 0) {
  console.error(`The battle engine's WebAssembly in the API client's chunks: ${engineInApiClient.join(', ')}.`);
  failed = true;
}
if (failed) process.exit(1);

/**
 * Prints the chunk holding the typed API client and the chunks it imports beyond the entry (every route that calls
 * the API loads them), and returns those carrying the battle engine's WebAssembly, which must be none: the battle
 * and its record build load only with the screens that open a battle (card stats, synergies) and in the worker.
 * src/contracts/contractImports.test.ts checks the sources the same way.
 */
function apiClientChunks(): string[] {
  const key = Object.keys(manifest).find((k) => manifest[k]?.name === 'apiClient' && !manifest[k]?.src);
  if (!key) return ['no chunk named apiClient in the manifest (src/services/api/apiClient.ts moved? update scripts/size.ts)'];
  const keys = [...staticClosure(key)].filter((k) => !entryKeys.has(k));
  const total = keys.reduce((sum, k) => sum + gzipSize(fileOf(k)), 0);
  console.log(`\nAPI client (every route that calls the API): ${kb(gzipSize(fileOf(key))).trim()} + ${kb(total - gzipSize(fileOf(key))).trim()} shared`);
  return keys.map(fileOf).filter((file) => readFileSync(path.join(dist, file), 'utf8').includes(WASM_HEX_MARKER));
}

/**
 * Lists the chunks holding wallet libraries (they load only on wallet screens), found by content
 * (TON Connect UI's modal root, web3-onboard's element, viem's and wagmi's version tags), and returns those the entry or the
 * battle route loads, which must be none.
 */
function walletChunks(): string[] {
  const markers = ['tc-widget-root', 'onboard-v2', 'viem@', '@wagmi/core@'];
  const files = [...new Set(Object.values(manifest).map((chunk) => chunk.file))].filter((file) => file.endsWith('.js'));
  const wallet = files.filter((file) => markers.some((marker) => readFileSync(path.join(dist, file), 'utf8').includes(marker)));
  console.log('\nWallet chunks (loaded by /wallet-login and /deposit-gold-coin only):');
  for (const file of wallet) console.log(`  ${kb(gzipSize(file))}  ${file}`);
  const early = new Set([...entryKeys, ...(manifest[BATTLE_ROUTE] ? staticClosure(BATTLE_ROUTE) : [])].map(fileOf));
  return wallet.filter((file) => early.has(file));
}

/** Prints what opening /battle loads beyond the entry and returns its total, or null when the build has no battle route. */
function battleRoute(): number | null {
  if (!manifest[BATTLE_ROUTE]) return null;
  const counted = new Set<string>(entryKeys);
  // Everything beyond the entry counts, the API client's chunk too: the shell's session check is in the entry and
  // loads no lazy chunk for a signed-out visitor (src/services/session/fetchMe.ts).
  const rows: [string, string, number][] = [];
  const loaded = new Set<string>();
  const add = (key: string, what: string) => {
    for (const k of staticClosure(key)) {
      if (counted.has(k)) continue;
      counted.add(k);
      loaded.add(k);
      rows.push([what, fileOf(k), gzipSize(fileOf(k))]);
      for (const css of manifest[k]?.css ?? []) rows.push(['css', css, gzipSize(css)]);
    }
  };
  add(BATTLE_ROUTE, 'route');
  const lazy = manifest[BATTLE_ROUTE]!.dynamicImports ?? [];
  for (const key of lazy.filter((k) => PIXI_LOADED.some((re) => re.test(k)))) add(key, 'pixi (lazy)');
  // Workers are emitted as assets, named in the chunk that starts them: find them in the route's own files and in
  // the entry's (the entry names the battle worker, which starts as soon as the route begins to load, see
  // src/services/battles/spareBattleWorker.ts, yet only opening a battle loads it).
  const workers = new Set<string>();
  for (const file of [...rows.map(([, f]) => f), ...[...entryKeys].map(fileOf)]) {
    if (!file.endsWith('.js')) continue;
    for (const match of readFileSync(path.join(dist, file), 'utf8').matchAll(/[\w.-]+\.worker-[\w-]+\.js/g)) workers.add(`assets/${match[0]}`);
  }
  for (const worker of workers) rows.push(['worker', worker, gzipSize(worker)]);
  const total = rows.reduce((sum, [, , size]) => sum + size, 0);
  console.log('\nBattle route (/battle): everything opening it loads beyond the entry:');
  for (const [what, file, size] of rows) console.log(`  ${kb(size)}  ${what.padEnd(11)} ${file}`);
  console.log(`  ${kb(total)}  total, budget ${kb(BATTLE_BUDGET_BYTES).trim()}`);
  // Loaded only when needed: a stored server battle's record and panels, a signed-in player's sound switch, Pixi's
  // other renderers and environments.
  const alternatives = [...new Set([...loaded].flatMap((k) => manifest[k]?.dynamicImports ?? []))]
    .filter((k) => !counted.has(k) && !PIXI_LOADED.some((re) => re.test(k)));
  for (const key of alternatives) {
    const extra = [...staticClosure(key)].filter((k) => !counted.has(k)).reduce((sum, k) => sum + gzipSize(fileOf(k)), 0);
    if (extra >= 512) console.log(`  (on demand only: ${path.basename(key)} + ${kb(extra).trim()})`);
  }
  return total;
}
