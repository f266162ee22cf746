import { z } from 'zod';
import { defineEndpoint } from '../api/endpoint';

const hex32 = z.string().regex(/^0x[0-9a-f]{64}$/);
const evmAddress = z.string().regex(/^0x[0-9a-fA-F]{40}$/);

/** A gold-coin deposit of the player as the server knows it. */
export const playerDeposit = z.object({
  txHash: hex32,
  logIndex: z.number().int().nonnegative(),
  blockNumber: z.number().int().nonnegative(),
  /** Token smallest units, decimal string (uint256). */
  amount: z.string().regex(/^\d+$/),
  /** Gold coin credited (0 while pending or in review). */
  goldCoin: z.number().int().nonnegative(),
  /** `pending`: seen, not yet deep enough; `credited`: on the balance; `review`: held for an operator. */
  status: z.enum(['pending', 'credited', 'review']),
  /** Blocks built on the deposit's block, as of the indexer's last look at the chain. */
  confirmations: z.number().int().nonnegative(),
  reviewReason: z.string().nullable(),
});
/** See {@link playerDeposit}. */
export type PlayerDeposit = z.infer<typeof playerDeposit>;

/** Where and how to deposit, or `enabled: false` when this server has no chain configured. */
export const depositSetup = z.object({
  enabled: z.boolean(),
  chainId: z.number().int().positive(),
  /** The player's deposit reference: pass it as `ref` to deposit(amount, ref). */
  ref: hex32,
  /** The RPC URL wallets are told when they add the chain (wallet_addEthereumChain). */
  rpcUrl: z.string().nullable(),
  depositContract: evmAddress.nullable(),
  tokenContract: evmAddress.nullable(),
  confirmationsRequired: z.number().int().nonnegative(),
  /** Token decimals and the most gold coin one deposit may bring (src/content/economy/goldCoinDeposit.ts). */
  tokenDecimals: z.number().int().nonnegative(),
  maxPerDeposit: z.number().int().positive(),
  /** Pending first, then handled deposits, newest first (the latest 20). */
  deposits: z.array(playerDeposit),
});
/** See {@link depositSetup}. */
export type DepositSetup = z.infer<typeof depositSetup>;

/**
 * GET /api/deposits (/deposit-gold-coin): the player's deposit reference (issued on the first call, the same
 * after), the contracts, and the player's recent deposits with their confirmations. The screen polls it.
 */
export const getDeposits = defineEndpoint({
  method: 'GET',
  path: '/api/deposits',
  summary: 'Gold-coin deposit setup (reference, contracts) and the player’s recent deposits',
  auth: 'player',
  response: depositSetup,
});

/** Every deposit endpoint; spread into `api` in src/contracts/api/index.ts. */
export const depositsApi = { getDeposits } as const;
