import { createPublicClient, createWalletClient, http, type Address, type Hex } from 'viem';
import { goldCoinDepositAbi } from '../../src/contracts/deposits/depositAbi';
import { tokenUnitsForGoldCoin } from '../../src/content/economy/goldCoinDeposit';
import { deployGoldCoin, readArtifact, type GoldCoinDeployment } from '../../scripts/chain/deployGoldCoin';
import { chainControls, startLocalChain, type LocalChain } from '../../scripts/chain/localChain';
import { rpcDepositChain, type DepositChain } from '../../server/chain/depositChain';

/** A local Core chain with the gold-coin contracts deployed, and helpers to deposit and to steer blocks. */
export interface ChainTestbed {
  node: LocalChain;
  deployment: GoldCoinDeployment;
  controls: ReturnType<typeof chainControls>;
  /** A {@link DepositChain} on the node (short timeouts: the node is local). */
  reader(): DepositChain;
  /** Approves and deposits `goldCoin` whole tokens (or raw `units`) from player `index` with `ref`; answers the deposit's tx and block. */
  deposit(index: number, ref: string, amount: { goldCoin: number } | { units: bigint }): Promise<{ txHash: Hex; blockNumber: number }>;
  /** The latest block number. */
  head(): Promise<number>;
  stop(): Promise<void>;
}

/** Starts hardhat's node on a free port (mining on demand) and deploys GoldCoin + GoldCoinDeposit. */
export async function startChainTestbed(): Promise<ChainTestbed> {
  const node = await startLocalChain();
  try {
    const deployment = await deployGoldCoin(node.url);
    const controls = chainControls(node.url);
    const wallet = createWalletClient({ transport: http(node.url) });
    const publicClient = createPublicClient({ transport: http(node.url) });
    const chain = { id: deployment.chainId, name: 'Core (local)', nativeCurrency: { name: 'Core', symbol: 'CORE', decimals: 18 }, rpcUrls: { default: { http: [node.url] } } };
    const reader = () => rpcDepositChain({ url: node.url, contract: deployment.deposit, timeoutMs: 2_000, retries: 1, retryDelayMs: 50 });
    const tokenAbi = readArtifact('GoldCoin').abi;
    return {
      node,
      deployment,
      controls,
      reader,
      async deposit(index, ref, amount) {
        const account = deployment.players[index] as Address;
        const units = 'units' in amount ? amount.units : tokenUnitsForGoldCoin(amount.goldCoin);
        await wallet.writeContract({ address: deployment.token, abi: tokenAbi, functionName: 'approve', args: [deployment.deposit, units], account, chain });
        const txHash = await wallet.writeContract({ address: deployment.deposit, abi: goldCoinDepositAbi, functionName: 'deposit', args: [units, ref as Hex], account, chain });
        const mined = await publicClient.waitForTransactionReceipt({ hash: txHash, pollingInterval: 50 });
        if (mined.status !== 'success') throw new Error('deposit reverted');
        return { txHash, blockNumber: Number(mined.blockNumber) };
      },
      async head() {
        return reader().head();
      },
      stop: () => node.stop(),
    };
  } catch (error) {
    await node.stop();
    throw error;
  }
}
