import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createPublicClient, createWalletClient, http, type Address, type Hex } from 'viem';
import { tokenUnitsForGoldCoin } from '../../src/content/economy/goldCoinDeposit';
import { repoRoot, type ContractArtifact } from './compileContracts';

/** Where the local contracts were deployed and who holds what. */
export interface GoldCoinDeployment {
  chainId: number;
  token: Address;
  deposit: Address;
  treasury: Address;
  owner: Address;
  /** Test accounts (hardhat's unlocked accounts 2…) each given `fundedGoldCoin` tokens. */
  players: Address[];
  fundedGoldCoin: number;
  /** The block the deposit contract was created in (the indexer starts there). */
  deployBlock: number;
}

/** A committed artifact from solidity/artifacts (written by `npm run chain:compile`). */
export function readArtifact(name: 'GoldCoin' | 'GoldCoinDeposit'): ContractArtifact {
  return JSON.parse(readFileSync(path.join(repoRoot, 'solidity', 'artifacts', `${name}.json`), 'utf8')) as ContractArtifact;
}

/**
 * Deploys GoldCoin and GoldCoinDeposit with viem through the node's unlocked accounts: account 0 owns the token,
 * account 1 is the treasury, accounts 2… are players funded with `fundedGoldCoin` whole tokens each.
 */
export async function deployGoldCoin(url: string, fundedGoldCoin = 10_000): Promise<GoldCoinDeployment> {
  const publicClient = createPublicClient({ transport: http(url) });
  const wallet = createWalletClient({ transport: http(url) });
  const chainId = await publicClient.getChainId();
  const [owner, treasury, ...players] = await wallet.getAddresses();
  if (!owner || !treasury) throw new Error('the node has no unlocked accounts');
  const chain = { id: chainId, name: 'Core (local)', nativeCurrency: { name: 'Core', symbol: 'CORE', decimals: 18 }, rpcUrls: { default: { http: [url] } } };

  const goldCoin = readArtifact('GoldCoin');
  const depositArtifact = readArtifact('GoldCoinDeposit');
  const confirmed = async (hash: Hex) => {
    const receipt = await publicClient.waitForTransactionReceipt({ hash, pollingInterval: 50 });
    if (receipt.status !== 'success') throw new Error(`transaction ${hash} reverted`);
    return receipt;
  };
  const tokenReceipt = await confirmed(await wallet.deployContract({ abi: goldCoin.abi, bytecode: goldCoin.bytecode, args: [owner], account: owner, chain }));
  const token = tokenReceipt.contractAddress;
  if (!token) throw new Error('GoldCoin was not created');
  const depositReceipt = await confirmed(
    await wallet.deployContract({ abi: depositArtifact.abi, bytecode: depositArtifact.bytecode, args: [token, treasury], account: owner, chain }),
  );
  const deposit = depositReceipt.contractAddress;
  if (!deposit) throw new Error('GoldCoinDeposit was not created');
  for (const player of players) {
    await confirmed(
      await wallet.writeContract({
        address: token,
        abi: goldCoin.abi,
        functionName: 'mint',
        args: [player, tokenUnitsForGoldCoin(fundedGoldCoin)],
        account: owner,
        chain,
      }),
    );
  }
  return { chainId, token, deposit, treasury, owner, players, fundedGoldCoin, deployBlock: Number(depositReceipt.blockNumber) };
}
