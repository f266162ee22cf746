import { erc20Abi, type Address, type Hex } from 'viem';
import { goldCoinDepositAbi } from '../../contracts/deposits/depositAbi';
import type { EvmWallet } from './evmWallet';

/** Where a deposit is: waiting for the wallet to approve, to deposit, or mined. */
export type DepositStep = 'approving' | 'depositing' | 'mined';

/**
 * Approves the deposit contract for `units` (unless the allowance already covers it), then calls
 * deposit(units, ref); each waits for its receipt. Answers the deposit's transaction hash. Throws the wallet's
 * error (4001 when the player rejects) or Error('reverted').
 */
export async function depositGoldCoin(input: {
  wallet: EvmWallet;
  token: Address;
  depositContract: Address;
  ref: Hex;
  units: bigint;
  onStep(step: DepositStep, txHash?: Hex): void;
}): Promise<Hex> {
  const { wallet, token, depositContract, ref, units, onStep } = input;
  const account = wallet.address;
  const chain = wallet.wallet.chain;
  const allowance = await wallet.reader.readContract({ address: token, abi: erc20Abi, functionName: 'allowance', args: [account, depositContract] });
  if (allowance < units) {
    onStep('approving');
    const approval = await wallet.wallet.writeContract({ address: token, abi: erc20Abi, functionName: 'approve', args: [depositContract, units], account, chain });
    const receipt = await wallet.reader.waitForTransactionReceipt({ hash: approval });
    if (receipt.status !== 'success') throw new Error('reverted');
  }
  onStep('depositing');
  const hash = await wallet.wallet.writeContract({ address: depositContract, abi: goldCoinDepositAbi, functionName: 'deposit', args: [units, ref], account, chain });
  const receipt = await wallet.reader.waitForTransactionReceipt({ hash });
  if (receipt.status !== 'success') throw new Error('reverted');
  onStep('mined', hash);
  return hash;
}

/** The wallet's gold-coin token balance (smallest units). */
export function tokenBalance(wallet: EvmWallet, token: Address): Promise<bigint> {
  return wallet.reader.readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [wallet.address] });
}
