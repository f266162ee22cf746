import { z } from 'zod';

/** A raw TON address `workchain:64 hex`, as TON Connect reports the connected account. */
export const tonRawAddress = z
  .string()
  .regex(/^-?\d{1,3}:[0-9a-fA-F]{64}$/, 'Expected a raw TON address (workchain:hex)')
  .transform((value) => value.toLowerCase());

/** The ton_proof item a wallet returns for a payload (TON Connect `TonProofItemReplySuccess.proof`). */
export const tonProof = z.object({
  timestamp: z.number().int().nonnegative(),
  domain: z.object({ lengthBytes: z.number().int().nonnegative(), value: z.string().min(1).max(253) }),
  payload: z.string().min(1).max(128),
  /** Base64 Ed25519 signature (64 bytes). */
  signature: z.string().regex(/^[A-Za-z0-9+/_-]{86}(==)?$/, 'Expected a base64 Ed25519 signature'),
  /** Base64 BOC of the wallet's state init (how the server learns its public key). */
  stateInit: z.string().min(1).max(8192),
});
/** See {@link tonProof}. */
export type TonProof = z.infer<typeof tonProof>;

/** The wallet account and its proof, sent to sign in or link. */
export const tonProofSignIn = z.object({
  address: tonRawAddress,
  /** TON Connect's network id: -239 mainnet, -3 testnet. */
  network: z.enum(['-239', '-3']),
  /** The key the wallet says it has (hex); it must be the one in the state init. */
  publicKey: z.string().regex(/^[0-9a-fA-F]{64}$/, 'Expected a 32-byte hex public key'),
  proof: tonProof,
});
/** See {@link tonProofSignIn}. */
export type TonProofSignIn = z.infer<typeof tonProofSignIn>;

/** A fresh single-use payload for the wallet to sign, and when it stops being accepted. */
export const walletChallenge = z.object({ challenge: z.string(), expiresAt: z.string().datetime() });
/** See {@link walletChallenge}. */
export type WalletChallenge = z.infer<typeof walletChallenge>;
