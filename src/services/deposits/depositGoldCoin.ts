import { readContract, waitForTransactionReceipt, writeContract, type Config } from '@wagmi/core';
import { erc20Abi, type Address, type Hex } from 'viem';
import { goldCoinDepositAbi } from '../../contracts/deposits/depositAbi';
import { TransactionOutcomeError } from '../wallets/evm/transactionErrorReason';
import { coreChain } from '../wallets/evm/wagmiConfig';

/** Where a deposit is: waiting for the wallet to approve, to deposit, or mined. */
export type DepositStep = 'approving' | 'depositing' | 'mined';

/** How long a sent transaction may stay unmined before the screen says it stalled (SPEC §8 "stalled and not confirmed"). */
const RECEIPT_TIMEOUT_MS = 5 * 60_000;

/** Waits for a transaction's receipt through wagmi; a replaced or cancelled transaction and a revert are errors. */
async function confirmed(config: Config, hash: Hex): Promise<void> {
  let replaced: 'replaced' | 'cancelled' | null = null;
  try {
    await waitForTransactionReceipt(config, {
      chainId: coreChain.id,
      hash,
      timeout: RECEIPT_TIMEOUT_MS,
      // A sped-up transaction ("repriced") is the same transaction; another one in its place is not.
      onReplaced: ({ reason }) => {
        if (reason !== 'repriced') replaced = reason;
      },
    });
  } catch (error) {
    // wagmi throws a bare Error carrying the revert reason when the receipt says reverted.
    if (error instanceof Error && error.constructor === Error) throw new TransactionOutcomeError('reverted');
    throw error;
  }
  if (replaced) throw new TransactionOutcomeError(replaced);
}

/**
 * Approves the deposit contract for `units` (unless the allowance already covers it), then calls
 * deposit(units, ref); every read and write goes through wagmi on Core, each write waits for its receipt.
 * Answers the deposit's transaction hash; throws what the wallet or chain said (see transactionErrorReason).
 */
export async function depositGoldCoin(input: {
  config: Config;
  account: Address;
  token: Address;
  depositContract: Address;
  ref: Hex;
  units: bigint;
  onStep(step: DepositStep, txHash?: Hex): void;
}): Promise<Hex> {
  const { config, account, token, depositContract, ref, units, onStep } = input;
  const chainId = coreChain.id;
  const allowance = await readContract(config, { chainId, address: token, abi: erc20Abi, functionName: 'allowance', args: [account, depositContract] });
  if (allowance < units) {
    onStep('approving');
    await confirmed(config, await writeContract(config, { chainId, account, address: token, abi: erc20Abi, functionName: 'approve', args: [depositContract, units] }));
  }
  onStep('depositing');
  const hash = await writeContract(config, { chainId, account, address: depositContract, abi: goldCoinDepositAbi, functionName: 'deposit', args: [units, ref] });
  await confirmed(config, hash);
  onStep('mined', hash);
  return hash;
}
