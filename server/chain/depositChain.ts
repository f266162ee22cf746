import { createPublicClient, http, type Address, type Hex } from 'viem';
import { depositEvent } from '../../src/contracts/deposits/depositAbi';

/** One Deposit log as the chain reports it. */
export interface DepositLog {
  txHash: Hex;
  logIndex: number;
  blockNumber: number;
  blockHash: Hex;
  player: Address;
  amount: bigint;
  ref: Hex;
}

/** What the indexer reads from the chain (the viem implementation below; tests may wrap it). */
export interface DepositChain {
  /** The latest block number. */
  head(): Promise<number>;
  /** The hash of block `number`, or undefined when the chain is shorter. */
  blockHash(number: number): Promise<Hex | undefined>;
  /** Deposit logs of the contract in blocks [from, to], in chain order. */
  depositLogs(from: number, to: number): Promise<DepositLog[]>;
}

/** How the RPC is reached: each call times out after `timeoutMs` and is retried `retries` times with exponential backoff. */
export interface RpcOptions {
  url: string;
  contract: Address;
  timeoutMs: number;
  retries: number;
  /** First retry delay; doubles each retry. */
  retryDelayMs: number;
}

/**
 * A {@link DepositChain} over JSON-RPC with viem: `eth_blockNumber`, `eth_getBlockByNumber`, `eth_getLogs` filtered
 * by the contract and the Deposit topic. viem's HTTP transport aborts a call after `timeoutMs` and retries with
 * backoff (`retryDelay × 2^attempt`); a call that still fails throws, and the indexer retries the whole scan later.
 */
export function rpcDepositChain(options: RpcOptions): DepositChain {
  const client = createPublicClient({
    transport: http(options.url, { timeout: options.timeoutMs, retryCount: options.retries, retryDelay: options.retryDelayMs }),
  });
  return {
    async head() {
      return Number(await client.getBlockNumber({ cacheTime: 0 }));
    },
    async blockHash(number) {
      try {
        const block = await client.getBlock({ blockNumber: BigInt(number) });
        return block.hash ?? undefined;
      } catch (error) {
        if (error instanceof Error && error.name === 'BlockNotFoundError') return undefined;
        throw error;
      }
    },
    async depositLogs(from, to) {
      const logs = await client.getLogs({ address: options.contract, event: depositEvent, fromBlock: BigInt(from), toBlock: BigInt(to), strict: true });
      return logs
        .filter((log) => !log.removed && log.blockNumber !== null && log.transactionHash !== null && log.logIndex !== null && log.blockHash !== null)
        .map((log) => ({
          txHash: log.transactionHash,
          logIndex: log.logIndex,
          blockNumber: Number(log.blockNumber),
          blockHash: log.blockHash,
          player: log.args.player,
          amount: log.args.amount,
          ref: log.args.ref,
        }));
    },
  };
}
