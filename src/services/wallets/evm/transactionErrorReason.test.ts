import { describe, expect, it } from 'vitest';
import {
  ChainMismatchError,
  ContractFunctionExecutionError,
  InsufficientFundsError,
  ProviderRpcError,
  TransactionExecutionError,
  UserRejectedRequestError,
  WaitForTransactionReceiptTimeoutError,
  erc20Abi,
} from 'viem';
import { parseAccount } from 'viem/accounts';
import { ChainNotSwitchedError, TransactionOutcomeError, transactionErrorReason } from './transactionErrorReason';

const account = parseAccount('0x0000000000000000000000000000000000000001');
/** How viem hands a wallet error to writeContract's caller: contract call ← transaction ← the wallet's error. */
function asWriteError(cause: Error): Error {
  const tx = new TransactionExecutionError(cause as never, { account } as never);
  return new ContractFunctionExecutionError(tx, { abi: erc20Abi, functionName: 'approve', args: [], contractAddress: account.address });
}
const providerError = (code: number, message = 'wallet says no') => Object.assign(new Error(message), { code });

describe('transactionErrorReason', () => {
  it('finds a rejection however deep viem wraps it', () => {
    expect(transactionErrorReason(asWriteError(new UserRejectedRequestError(providerError(4001))))).toBe('rejected');
    expect(transactionErrorReason(providerError(4001, 'User rejected the request.'))).toBe('rejected');
  });

  it('maps each of the spec’s provider codes', () => {
    const expected: [number, string][] = [
      [4001, 'rejected'],
      [-32002, 'requestPending'],
      [4100, 'unauthorized'],
      [4200, 'unsupportedMethod'],
      [4900, 'disconnected'],
      [4901, 'chainDisconnected'],
      [4902, 'chainNotAdded'],
      [-32602, 'invalidParams'],
      [-32601, 'methodNotFound'],
      [-32603, 'unrecognizedChain'],
    ];
    for (const [code, reason] of expected) expect(transactionErrorReason(new ProviderRpcError(providerError(code), { code, shortMessage: 'x' })), String(code)).toBe(reason);
  });

  it('maps the spec’s transaction texts: funds, gas price, repeat, nonce gap, stalled, replaced, cancelled, failed', () => {
    expect(transactionErrorReason(asWriteError(new InsufficientFundsError()))).toBe('insufficientFunds');
    expect(transactionErrorReason(providerError(-32000, 'insufficient funds for gas * price + value'))).toBe('insufficientFunds');
    expect(transactionErrorReason(providerError(-32000, 'replacement transaction underpriced'))).toBe('gasPriceTooLow');
    expect(transactionErrorReason(providerError(-32000, 'nonce too low'))).toBe('repeatTransaction');
    expect(transactionErrorReason(providerError(-32000, 'nonce too high'))).toBe('nonceGap');
    expect(transactionErrorReason(new WaitForTransactionReceiptTimeoutError({ hash: '0x01' }))).toBe('stalled');
    expect(transactionErrorReason(new TransactionOutcomeError('replaced'))).toBe('replaced');
    expect(transactionErrorReason(new TransactionOutcomeError('cancelled'))).toBe('cancelled');
    expect(transactionErrorReason(new TransactionOutcomeError('reverted'))).toBe('failed');
    // A node's revert comes as the generic -32603: it is a failed transaction, not an unknown chain.
    expect(transactionErrorReason(providerError(-32603, "VM Exception while processing transaction: reverted with reason string 'x'"))).toBe('failed');
  });

  it('tells a wallet on another chain and a switch that did not happen', () => {
    expect(transactionErrorReason(asWriteError(new ChainMismatchError({ chain: { id: 1116, name: 'Core Mainnet' } as never, currentChainId: 1 })))).toBe('wrongChain');
    expect(transactionErrorReason(new ChainNotSwitchedError('Core Mainnet'))).toBe('switchFailed');
  });

  it('answers unknown for anything else', () => {
    expect(transactionErrorReason(new Error('boom'))).toBe('unknown');
    expect(transactionErrorReason('boom')).toBe('unknown');
    expect(transactionErrorReason(undefined)).toBe('unknown');
  });
});
