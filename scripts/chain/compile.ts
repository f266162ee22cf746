/**
 * `npm run chain:compile`: compiles solidity/*.sol with solc-js and writes solidity/artifacts/<Name>.json.
 * The artifacts are committed (so the server, scripts and tests need no compiler at run time, and a review sees
 * bytecode changes); scripts/chain/compileContracts.test.ts fails when they are stale.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { compileContracts, repoRoot } from './compileContracts';

const started = performance.now();
const artifacts = compileContracts();
const dir = path.join(repoRoot, 'solidity', 'artifacts');
mkdirSync(dir, { recursive: true });
for (const artifact of Object.values(artifacts)) {
  writeFileSync(path.join(dir, `${artifact.contractName}.json`), `${JSON.stringify(artifact, null, 2)}\n`);
  console.log(`compiled ${artifact.contractName} (${(artifact.bytecode.length - 2) / 2} bytes)`);
}
console.log(`solc ${(performance.now() - started).toFixed(0)} ms`);
