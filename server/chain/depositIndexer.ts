import type { AppDeps } from '../appDeps';
import { errorFields } from '../logger';
import { serverMetrics } from '../metrics/serverMetrics';
import type { ChainConfig } from './chainConfig';
import { rpcDepositChain, type DepositChain } from './depositChain';
import { scanDeposits, type ScanResult } from './scanDeposits';

/** A running indexer loop. */
export interface DepositIndexer {
  /** Resolves after the pass in progress (if any) ends; no pass starts after it. */
  stop(): Promise<void>;
}

/** Longest wait between failed passes. */
const MAX_BACKOFF_MS = 60_000;

/**
 * Runs {@link scanDeposits} in a loop: straight on while there is a backlog (backfill after downtime, a reorg),
 * every `pollMs` when caught up, and after an RPC or database failure with a doubling backoff up to a minute.
 * Several processes may run it (a rolling deploy): each commit takes the chain's advisory lock and checks the
 * cursor did not move, so a range is credited by exactly one of them.
 */
export function startDepositIndexer(deps: Pick<AppDeps, 'db' | 'repositories' | 'logger'>, options: { config: ChainConfig; chain?: DepositChain }): DepositIndexer {
  const { config } = options;
  const { logger } = deps;
  const chain =
    options.chain ??
    rpcDepositChain({ url: config.rpcUrl, contract: config.depositContract, timeoutMs: config.rpcTimeoutMs, retries: config.rpcRetries, retryDelayMs: 250 });
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let wake: (() => void) | undefined;
  let failures = 0;

  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      wake = resolve;
      timer = setTimeout(resolve, ms);
    });

  const pass = async (): Promise<ScanResult | undefined> => {
    try {
      const result = await scanDeposits(deps, {
        chain,
        where: { chainId: config.chainId, contract: config.depositContract.toLowerCase() },
        confirmations: config.confirmations,
        startBlock: config.startBlock,
        maxRange: config.scanBlocks,
      });
      failures = 0;
      if (result.kind === 'scanned') {
        const confirmedHead = result.head - config.confirmations;
        serverMetrics.depositLag.set(Math.max(0, confirmedHead - (result.range ? result.range.to : confirmedHead)));
      }
      if (result.kind === 'reorg') logger.warn('deposit indexer: reorg, cursor rolled back', { from: result.from, to: result.to });
      else if (result.kind === 'scanned' && (result.credited > 0 || result.review > 0)) {
        logger.info('deposit indexer: credited', { range: result.range, credited: result.credited, review: result.review, head: result.head });
      }
      return result;
    } catch (error) {
      failures += 1;
      logger.warn('deposit indexer: pass failed, retrying', { failures, ...errorFields(error) });
      return undefined;
    }
  };

  const loop = (async () => {
    logger.info('deposit indexer: started', { chainId: config.chainId, contract: config.depositContract, confirmations: config.confirmations });
    while (!stopped) {
      const result = await pass();
      if (stopped) break;
      const backlog = result && (result.kind === 'reorg' || (result.kind === 'scanned' && !result.caughtUp));
      if (backlog) continue;
      await sleep(result ? config.pollMs : Math.min(MAX_BACKOFF_MS, config.pollMs * 2 ** failures));
    }
  })();

  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      wake?.();
      await loop;
    },
  };
}
