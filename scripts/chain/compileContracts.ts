import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import solc from 'solc';

/** The repository root. */
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** The Solidity sources compiled, relative to contracts/. */
export const CONTRACT_SOURCES = ['GoldCoin.sol', 'GoldCoinDeposit.sol'] as const;

/** One compiled contract: its ABI and creation bytecode. */
export interface ContractArtifact {
  contractName: string;
  sourceName: string;
  abi: readonly unknown[];
  bytecode: `0x${string}`;
}

interface SolcOutput {
  errors?: { severity: 'error' | 'warning'; formattedMessage: string }[];
  contracts?: Record<string, Record<string, { abi: unknown[]; evm: { bytecode: { object: string } } }>>;
}

const require = createRequire(import.meta.url);

/** Resolves `@openzeppelin/...` imports from node_modules (solc-js has no file system of its own). */
function findImport(importPath: string): { contents: string } | { error: string } {
  try {
    return { contents: readFileSync(require.resolve(importPath), 'utf8') };
  } catch {
    return { error: `not found: ${importPath}` };
  }
}

/**
 * Compiles solidity/*.sol with the npm `solc` package (offline: Hardhat's own compile downloads a compiler).
 * Fixed settings (optimizer 200 runs, no metadata hash) so the bytecode is reproducible and the committed
 * artifacts can be checked against a fresh compile.
 */
export function compileContracts(): Record<string, ContractArtifact> {
  const sources = Object.fromEntries(
    CONTRACT_SOURCES.map((file) => [`solidity/${file}`, { content: readFileSync(path.join(repoRoot, 'solidity', file), 'utf8') }]),
  );
  const input = {
    language: 'Solidity',
    sources,
    settings: {
      optimizer: { enabled: true, runs: 200 },
      evmVersion: 'cancun',
      metadata: { bytecodeHash: 'none', appendCBOR: false },
      outputSelection: { '*': { '*': ['abi', 'evm.bytecode.object'] } },
    },
  };
  const output = JSON.parse(solc.compile(JSON.stringify(input), { import: findImport })) as SolcOutput;
  const errors = (output.errors ?? []).filter((e) => e.severity === 'error');
  if (errors.length > 0) throw new Error(`solc failed:\n${errors.map((e) => e.formattedMessage).join('\n')}`);
  const artifacts: Record<string, ContractArtifact> = {};
  for (const file of CONTRACT_SOURCES) {
    const sourceName = `solidity/${file}`;
    for (const [contractName, compiled] of Object.entries(output.contracts?.[sourceName] ?? {})) {
      artifacts[contractName] = { contractName, sourceName, abi: compiled.abi, bytecode: `0x${compiled.evm.bytecode.object}` };
    }
  }
  return artifacts;
}
