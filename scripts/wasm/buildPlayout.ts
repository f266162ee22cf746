/**
 * Builds the WebAssembly playout from src/engine/wasm/assembly/ with AssemblyScript's `asc` (`npm run build:wasm`; a dev
 * dependency, docs/DEPENDENCIES.md): build/playout.wasm (the batch playout), build/playoutTrace.wasm (the same source with
 * assembly/tracing.ts's TRACING true, compiled from a copy: every playout records its trace, for the equivalence test)
 * and build/playoutRecord.wasm (assembly/recording.ts's RECORDING true: the full run, every event to the event buffer).
 * `--check` rebuilds all three into a temporary folder and fails if any differs from the committed one.
 */
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { MEMORY_BASE_B, RECORD_MEMORY_BASE_B } from '../../src/engine/wasm/layout';

const { values } = parseArgs({ options: { asc: { type: 'string', default: fileURLToPath(new URL('../../node_modules/.bin/asc', import.meta.url)) }, check: { type: 'boolean', default: false } } });
const wasmDir = fileURLToPath(new URL('../../src/engine/wasm/', import.meta.url));
const scratch = mkdtempSync(join(tmpdir(), 'playout-'));
const outDir = values.check ? scratch : join(wasmDir, 'build');
// The module's own static data goes above the layout's last area its build uses; one more page of room.
function asc(entry: string, out: string, base = MEMORY_BASE_B): void {
  const pages = base / 65536 + 1;
  execFileSync(values.asc!, [entry, '-O3', '--runtime', 'stub', '--noAssert', '--memoryBase', String(base), '--initialMemory', String(pages), '-o', out], { stdio: 'inherit' });
}

asc(join(wasmDir, 'assembly/playout.ts'), join(outDir, 'playout.wasm'));

/** Builds the same source with one of assembly/'s flag files switched on, from a copy beside a copy of layout.ts. */
function variant(flagFile: string, flag: string, out: string, base = MEMORY_BASE_B): void {
  const copy = join(scratch, flag);
  mkdirSync(join(copy, 'assembly'), { recursive: true });
  copyFileSync(join(wasmDir, 'layout.ts'), join(copy, 'layout.ts'));
  for (const f of readdirSync(join(wasmDir, 'assembly'))) copyFileSync(join(wasmDir, 'assembly', f), join(copy, 'assembly', f));
  const file = join(copy, 'assembly', flagFile);
  const text = readFileSync(file, 'utf8');
  if (!text.includes(`${flag}: bool = false`)) throw new Error(`${flagFile} has no ${flag} flag`);
  writeFileSync(file, text.replace(`${flag}: bool = false`, `${flag}: bool = true`));
  asc(join(copy, 'assembly/playout.ts'), join(outDir, out), base);
}

variant('tracing.ts', 'TRACING', 'playoutTrace.wasm');
variant('recording.ts', 'RECORDING', 'playoutRecord.wasm', RECORD_MEMORY_BASE_B);

let differs = false;
for (const name of ['playout.wasm', 'playoutTrace.wasm', 'playoutRecord.wasm']) {
  const built = readFileSync(join(outDir, name));
  if (!values.check) console.log(`wrote ${join(outDir, name)} (${built.length} bytes)`);
  else {
    const same = built.equals(readFileSync(join(wasmDir, 'build', name)));
    console.log(`${name}: the rebuild ${same ? 'is byte-identical' : 'DIFFERS from the committed module'}`);
    differs ||= !same;
  }
}
if (differs) process.exit(1);
