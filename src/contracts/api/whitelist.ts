import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { walletAddress } from './walletAddress';

/** GET /api/whitelist/:address: whether an address is on the whitelist (any spelling of it). */
export const lookupWhitelist = defineEndpoint({
  method: 'GET',
  path: '/api/whitelist/:address',
  summary: 'Whether a wallet address is whitelisted',
  auth: 'public',
  params: z.object({ address: walletAddress }),
  response: z.object({
    /** The address in its normalised form (EVM lowercase, TON raw `wc:hex`). */
    address: z.string(),
    whitelisted: z.boolean(),
  }),
});

/** One row of a whitelist CSV import: `address[,note]`. */
export const whitelistEntry = z.object({
  address: walletAddress,
  note: z
    .string()
    .trim()
    .max(200, 'Note is at most 200 characters')
    .optional()
    .transform((note) => (note ? note : null)),
});
/** A validated whitelist entry (address normalised). */
export type WhitelistEntry = z.infer<typeof whitelistEntry>;
