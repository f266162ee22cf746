/**
 * Builds src/engine/wasm/build/playout.wasm from src/engine/wasm/assembly/playout.ts with AssemblyScript's `asc`
 * (`--asc <path>`, default /tmp/wasm1/node_modules/.bin/asc: not yet a dependency of the project, see docs/ENGINE.md
 * "The WebAssembly playout"). `--check` rebuilds into a temporary file and fails if it differs from the committed one.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { MEMORY_BASE_B } from '../../src/engine/wasm/layout';

const { values } = parseArgs({ options: { asc: { type: 'string', default: '/tmp/wasm1/node_modules/.bin/asc' }, check: { type: 'boolean', default: false } } });
const root = fileURLToPath(new URL('../../', import.meta.url));
const committed = join(root, 'src/engine/wasm/build/playout.wasm');
const out = values.check ? join(tmpdir(), `playout-${process.pid}.wasm`) : committed;
// The module's own static data goes above the layout's last area; one more page of room.
const pages = MEMORY_BASE_B / 65536 + 1;
execFileSync(values.asc, [
  join(root, 'src/engine/wasm/assembly/playout.ts'), '-O3', '--runtime', 'stub', '--noAssert',
  '--memoryBase', String(MEMORY_BASE_B), '--initialMemory', String(pages), '-o', out,
], { stdio: 'inherit' });
if (values.check) {
  const same = readFileSync(out).equals(readFileSync(committed));
  console.log(same ? 'playout.wasm: the rebuild is byte-identical' : 'playout.wasm: the rebuild DIFFERS from the committed module');
  if (!same) process.exit(1);
} else console.log(`wrote ${out} (${readFileSync(out).length} bytes)`);
