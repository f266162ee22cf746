import { describe, expect, it } from 'vitest';
import { toEventSelector, toFunctionSelector, type AbiEvent, type AbiFunction } from 'viem';
import { goldCoinDepositAbi } from '../../src/contracts/deposits/depositAbi';
import { readArtifact } from './deployGoldCoin';
import { compileContracts } from './compileContracts';

describe('solidity', () => {
  it('the committed artifacts are what solc builds from solidity/*.sol now (run `npm run chain:compile` if not)', () => {
    const fresh = compileContracts();
    for (const name of ['GoldCoin', 'GoldCoinDeposit'] as const) {
      expect(readArtifact(name).bytecode, name).toBe(fresh[name]?.bytecode);
      expect(readArtifact(name).abi, name).toEqual(fresh[name]?.abi);
    }
  }, 60_000);

  it('the ABI the server and screen use matches the compiled deposit contract', () => {
    const compiled = readArtifact('GoldCoinDeposit').abi as readonly (AbiEvent | AbiFunction | { type: string })[];
    const signatures = (abi: readonly { type: string }[]) =>
      abi
        .flatMap((item) => (item.type === 'event' ? [toEventSelector(item as AbiEvent)] : item.type === 'function' ? [toFunctionSelector(item as AbiFunction)] : []))
        .sort();
    expect(signatures(goldCoinDepositAbi)).toEqual(signatures(compiled));
  });
});
