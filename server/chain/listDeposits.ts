import type { DepositSetup, PlayerDeposit } from '../../src/contracts/deposits/depositEndpoints';
import type { AppDeps } from '../appDeps';
import { GOLD_COIN_DEPOSIT } from '../../src/content/economy/goldCoinDeposit';
import type { ChainConfig } from './chainConfig';
import { issueDepositRef } from './issueDepositRef';

/** How many handled deposits the screen lists. */
const LISTED = 20;

/**
 * What /deposit-gold-coin shows: the player's ref (issued now if new), the contracts, and their deposits. Pending
 * ones count confirmations from the head the indexer saw last, so the number the player sees is the indexer's.
 */
export async function listDeposits(deps: Pick<AppDeps, 'db' | 'repositories'>, input: { accountId: string; chain: ChainConfig | undefined }): Promise<DepositSetup> {
  const { accountId, chain } = input;
  const deposits = deps.repositories.deposits;
  const ref = await issueDepositRef(deps, { accountId });
  const base = {
    ref,
    tokenDecimals: GOLD_COIN_DEPOSIT.tokenDecimals,
    maxPerDeposit: GOLD_COIN_DEPOSIT.maxPerDeposit,
  };
  if (!chain) return { ...base, enabled: false, chainId: 1116, rpcUrl: null, depositContract: null, tokenContract: null, confirmationsRequired: GOLD_COIN_DEPOSIT.defaultConfirmations, deposits: [] };
  const where = { chainId: chain.chainId, contract: chain.depositContract.toLowerCase() };
  const head = (await deposits.findCursor(deps.db, where))?.headBlock ?? 0;
  const pending: PlayerDeposit[] = (await deposits.pendingOf(deps.db, accountId)).map((p) => ({
    txHash: p.txHash,
    logIndex: p.logIndex,
    blockNumber: p.blockNumber,
    amount: p.amountWei,
    goldCoin: 0,
    status: 'pending',
    confirmations: Math.max(0, head - p.blockNumber),
    reviewReason: null,
  }));
  const handled: PlayerDeposit[] = (await deposits.depositsOf(deps.db, accountId, LISTED)).map((d) => ({
    txHash: d.txHash,
    logIndex: d.logIndex,
    blockNumber: d.blockNumber,
    amount: d.amountWei,
    goldCoin: d.status === 'credited' ? d.goldCoin : 0,
    status: d.status === 'credited' ? 'credited' : 'review',
    confirmations: Math.max(0, head - d.blockNumber),
    reviewReason: d.reviewReason,
  }));
  return {
    ...base,
    enabled: true,
    chainId: chain.chainId,
    rpcUrl: chain.publicRpcUrl,
    depositContract: chain.depositContract,
    tokenContract: chain.tokenContract,
    confirmationsRequired: chain.confirmations,
    deposits: [...pending, ...handled],
  };
}
