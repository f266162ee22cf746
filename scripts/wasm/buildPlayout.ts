/**
 * Builds the WebAssembly playout from src/engine/wasm/assembly/ with AssemblyScript's `asc` (`npm run build:wasm`; a dev
 * dependency, docs/DEPENDENCIES.md): build/playout.wasm (what ships) and build/playoutTrace.wasm (the same source with assembly/tracing.ts's
 * TRACING true, compiled from a copy: every playout records its trace, for the equivalence test). `--check` rebuilds
 * both into a temporary folder and fails if either differs from the committed one.
 */
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { MEMORY_BASE_B } from '../../src/engine/wasm/layout';

const { values } = parseArgs({ options: { asc: { type: 'string', default: fileURLToPath(new URL('../../node_modules/.bin/asc', import.meta.url)) }, check: { type: 'boolean', default: false } } });
const wasmDir = fileURLToPath(new URL('../../src/engine/wasm/', import.meta.url));
const scratch = mkdtempSync(join(tmpdir(), 'playout-'));
const outDir = values.check ? scratch : join(wasmDir, 'build');
// The module's own static data goes above the layout's last area; one more page of room.
const pages = MEMORY_BASE_B / 65536 + 1;

function asc(entry: string, out: string): void {
  execFileSync(values.asc!, [entry, '-O3', '--runtime', 'stub', '--noAssert', '--memoryBase', String(MEMORY_BASE_B), '--initialMemory', String(pages), '-o', out], { stdio: 'inherit' });
}

asc(join(wasmDir, 'assembly/playout.ts'), join(outDir, 'playout.wasm'));
// The trace build: the sources copied beside a copy of layout.ts, with tracing.ts switched on.
const copy = join(scratch, 'src');
mkdirSync(join(copy, 'assembly'), { recursive: true });
copyFileSync(join(wasmDir, 'layout.ts'), join(copy, 'layout.ts'));
for (const f of readdirSync(join(wasmDir, 'assembly'))) copyFileSync(join(wasmDir, 'assembly', f), join(copy, 'assembly', f));
const flag = join(copy, 'assembly/tracing.ts');
writeFileSync(flag, readFileSync(flag, 'utf8').replace('TRACING: bool = false', 'TRACING: bool = true'));
asc(join(copy, 'assembly/playout.ts'), join(outDir, 'playoutTrace.wasm'));

let differs = false;
for (const name of ['playout.wasm', 'playoutTrace.wasm']) {
  const built = readFileSync(join(outDir, name));
  if (!values.check) console.log(`wrote ${join(outDir, name)} (${built.length} bytes)`);
  else {
    const same = built.equals(readFileSync(join(wasmDir, 'build', name)));
    console.log(`${name}: the rebuild ${same ? 'is byte-identical' : 'DIFFERS from the committed module'}`);
    differs ||= !same;
  }
}
if (differs) process.exit(1);
