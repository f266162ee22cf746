import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { importChain } from '../../scripts/importGraph';

const root = path.resolve(import.meta.dirname, '../..');

/**
 * The engine modules a contract may load: constants, types, the input check and the RNG. Every page that calls the
 * API loads the contracts (the API table imports them all), so a contract that reached the engine's index, the
 * battle or its WebAssembly builds would put them in the API client's chunk (session 20: 15 KB gzip of the 30 there).
 */
const ENGINE_MODULES_ALLOWED = new Set(['board', 'input', 'rng', 'rules', 'supportedRulesVersions', 'types'].map((name) => `src/engine/${name}.ts`));

/** Contracts that run battles on purpose, for scripts and tests (no page or route imports them). */
const RUN_BATTLES = new Set(['src/contracts/replay/randomBattleEvents.ts']);

const contracts = (readdirSync(path.join(root, 'src/contracts'), { recursive: true, encoding: 'utf8' }))
  .map((file) => `src/contracts/${file.split(path.sep).join('/')}`)
  .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file) && !RUN_BATTLES.has(file));

describe('the contracts’ imports', () => {
  it('reach only the engine’s constants, types and input check, never its index, the battle or WebAssembly', () => {
    expect(contracts).toContain('src/contracts/api/index.ts');
    const chain = importChain(contracts, (file) => file.startsWith('src/engine/') && !ENGINE_MODULES_ALLOWED.has(file), root);
    expect(chain?.join(' -> ') ?? null).toBeNull();
  });
});
