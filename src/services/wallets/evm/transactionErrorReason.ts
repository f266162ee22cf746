/**
 * Why a wallet or chain step failed, one of SPEC §8's transaction texts or wallet provider codes; the screens word
 * each as `wallet:transaction.errors.<reason>` (en, ru, zh).
 */
export type TransactionErrorReason =
  | 'rejected'
  | 'insufficientFunds'
  | 'gasPriceTooLow'
  | 'repeatTransaction'
  | 'nonceGap'
  | 'requestPending'
  | 'replaced'
  | 'cancelled'
  | 'stalled'
  | 'failed'
  | 'wrongChain'
  | 'switchFailed'
  | 'unauthorized'
  | 'unsupportedMethod'
  | 'disconnected'
  | 'chainDisconnected'
  | 'chainNotAdded'
  | 'invalidParams'
  | 'methodNotFound'
  | 'unrecognizedChain'
  | 'unknown';

/** The error a transaction's receipt ends with when it was replaced or cancelled in the wallet, or reverted. */
export class TransactionOutcomeError extends Error {
  /** @param outcome what became of the transaction */
  constructor(readonly outcome: 'replaced' | 'cancelled' | 'reverted') {
    super(`transaction ${outcome}`);
    this.name = 'TransactionOutcomeError';
  }
}

/** web3-onboard's chain switch ended without the wallet on the chain (refused, or its modal closed). */
export class ChainNotSwitchedError extends Error {
  /** @param chainName the chain the wallet was asked to switch to */
  constructor(chainName: string) {
    super(`the wallet did not switch to ${chainName}`);
    this.name = 'ChainNotSwitchedError';
  }
}

/** EIP-1193 / JSON-RPC provider codes (SPEC §8) by reason. */
const BY_CODE: Record<number, TransactionErrorReason> = {
  4001: 'rejected',
  [-32002]: 'requestPending',
  4100: 'unauthorized',
  4200: 'unsupportedMethod',
  4900: 'disconnected',
  4901: 'chainDisconnected',
  4902: 'chainNotAdded',
  [-32602]: 'invalidParams',
  [-32601]: 'methodNotFound',
  [-32603]: 'unrecognizedChain',
};

/** viem's and wagmi's error classes (by name: the classes stay in their chunks) by reason. */
const BY_NAME: Record<string, TransactionErrorReason> = {
  UserRejectedRequestError: 'rejected',
  InsufficientFundsError: 'insufficientFunds',
  FeeCapTooLowError: 'gasPriceTooLow',
  TipAboveFeeCapError: 'gasPriceTooLow',
  NonceTooLowError: 'repeatTransaction',
  NonceTooHighError: 'nonceGap',
  WaitForTransactionReceiptTimeoutError: 'stalled',
  ChainMismatchError: 'wrongChain',
  ConnectorChainMismatchError: 'wrongChain',
  ChainNotSwitchedError: 'switchFailed',
  ConnectorNotConnectedError: 'disconnected',
  ConnectorAccountNotFoundError: 'disconnected',
};

/** Node and wallet messages without a code or class of their own (geth, hardhat, MetaMask wordings). */
const BY_MESSAGE: [RegExp, TransactionErrorReason][] = [
  [/user (rejected|denied)|rejected by user/i, 'rejected'],
  [/insufficient funds/i, 'insufficientFunds'],
  [/underpriced|gas price too low|max fee per gas less than block base fee/i, 'gasPriceTooLow'],
  [/nonce too low|already known/i, 'repeatTransaction'],
  [/nonce too high/i, 'nonceGap'],
  [/reverted/i, 'failed'],
];

/**
 * Maps what a wallet, viem or wagmi threw to one reason, looking through the error's `cause` chain: our own
 * outcome errors first, then known classes, then known node messages, then provider codes; anything else is
 * `unknown` ("Oops something went wrong, please try again").
 */
export function transactionErrorReason(error: unknown): TransactionErrorReason {
  const chain: object[] = [];
  for (let e: unknown = error; e && typeof e === 'object' && chain.length < 10; e = (e as { cause?: unknown }).cause) chain.push(e);
  for (const e of chain) {
    if (e instanceof TransactionOutcomeError) return e.outcome === 'reverted' ? 'failed' : e.outcome;
  }
  for (const e of chain) {
    const name = (e as { name?: unknown }).name;
    if (typeof name === 'string' && BY_NAME[name]) return BY_NAME[name];
  }
  // Messages before codes: a node answers a revert with the generic -32603, which SPEC §8 words as an unknown chain.
  for (const e of chain) {
    const message = (e as { message?: unknown }).message;
    if (typeof message !== 'string') continue;
    const found = BY_MESSAGE.find(([pattern]) => pattern.test(message));
    if (found) return found[1];
  }
  for (const e of chain) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'number' && BY_CODE[code]) return BY_CODE[code];
  }
  return 'unknown';
}
