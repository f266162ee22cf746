import { z } from 'zod';

/** The Core chain (EVM chain id 1116): Sign-In with Ethereum messages must name it. */
export const CORE_CHAIN_ID = 1116;

/** An EIP-4361 message and its signature, sent to sign in or link an EVM wallet. */
export const siweSignIn = z.object({
  /** The account the wallet connected with; the message must be for this address. */
  address: z.string().regex(/^0x[0-9a-fA-F]{40}$/, 'Expected an EVM address'),
  message: z.string().min(1).max(4096),
  signature: z.string().regex(/^0x[0-9a-fA-F]{130,}$/, 'Expected a hex signature').max(20_000),
});
/** See {@link siweSignIn}. */
export type SiweSignIn = z.infer<typeof siweSignIn>;
