import { getAddress, isAddress, type Address } from 'viem';
import { z } from 'zod';
import { GOLD_COIN_DEPOSIT } from '../../src/content/economy/goldCoinDeposit';

/** The deposit indexer's settings (CHAIN_* variables); absent when CHAIN_RPC_URL is unset (deposits off). */
export interface ChainConfig {
  rpcUrl: string;
  /** The RPC URL players' wallets are given (CHAIN_PUBLIC_RPC_URL; defaults to CHAIN_RPC_URL). */
  publicRpcUrl: string;
  chainId: number;
  depositContract: Address;
  tokenContract: Address;
  confirmations: number;
  startBlock: number;
  scanBlocks: number;
  pollMs: number;
  rpcTimeoutMs: number;
  rpcRetries: number;
}

const blank = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);
const address = z.preprocess(blank, z.string().refine((v) => isAddress(v, { strict: false }), 'must be a 0x address'));
const int = (min: number, fallback: number) => z.preprocess(blank, z.coerce.number().int().min(min).default(fallback));

const chainEnv = z.object({
  CHAIN_RPC_URL: z.preprocess(blank, z.string().regex(/^https?:\/\//, 'must be an http(s) URL').optional()),
  CHAIN_PUBLIC_RPC_URL: z.preprocess(blank, z.string().regex(/^https?:\/\//, 'must be an http(s) URL').optional()),
  CHAIN_ID: int(1, 1116),
  CHAIN_DEPOSIT_CONTRACT: address.optional(),
  CHAIN_TOKEN_CONTRACT: address.optional(),
  CHAIN_CONFIRMATIONS: int(0, GOLD_COIN_DEPOSIT.defaultConfirmations),
  CHAIN_START_BLOCK: int(0, 0),
  CHAIN_SCAN_BLOCKS: int(1, 500),
  CHAIN_POLL_MS: int(100, 3000),
  CHAIN_RPC_TIMEOUT_MS: int(100, 5000),
  CHAIN_RPC_RETRIES: int(0, 3),
});

/**
 * Reads the CHAIN_* variables. Deposits are on when CHAIN_RPC_URL is set, and then both contract addresses are
 * required. Throws an Error listing every bad variable.
 */
export function chainConfigFromEnv(env: Record<string, string | undefined>): ChainConfig | undefined {
  const parsed = chainEnv.safeParse(env);
  if (!parsed.success) throw new Error(parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('\n  '));
  const e = parsed.data;
  if (!e.CHAIN_RPC_URL) return undefined;
  if (!e.CHAIN_DEPOSIT_CONTRACT || !e.CHAIN_TOKEN_CONTRACT) {
    throw new Error('CHAIN_DEPOSIT_CONTRACT and CHAIN_TOKEN_CONTRACT: required when CHAIN_RPC_URL is set');
  }
  return {
    rpcUrl: e.CHAIN_RPC_URL,
    publicRpcUrl: e.CHAIN_PUBLIC_RPC_URL ?? e.CHAIN_RPC_URL,
    chainId: e.CHAIN_ID,
    depositContract: getAddress(e.CHAIN_DEPOSIT_CONTRACT),
    tokenContract: getAddress(e.CHAIN_TOKEN_CONTRACT),
    confirmations: e.CHAIN_CONFIRMATIONS,
    startBlock: e.CHAIN_START_BLOCK,
    scanBlocks: e.CHAIN_SCAN_BLOCKS,
    pollMs: e.CHAIN_POLL_MS,
    rpcTimeoutMs: e.CHAIN_RPC_TIMEOUT_MS,
    rpcRetries: e.CHAIN_RPC_RETRIES,
  };
}
