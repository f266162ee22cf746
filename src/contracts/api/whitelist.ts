import { z } from 'zod';
import { defineEndpoint } from './endpoint';

/** An EVM address (0x + 40 hex) or a TON address (raw `wc:hex64` or 48-character user-friendly form). */
export const walletAddress = z
  .string()
  .trim()
  .regex(
    /^(0x[0-9a-fA-F]{40}|-?\d{1,3}:[0-9a-fA-F]{64}|[A-Za-z0-9_-]{48})$/,
    'Enter an EVM address (0x followed by 40 hex digits) or a TON address',
  );

/** GET /api/whitelist/:address: whether an address is on the whitelist. */
export const lookupWhitelist = defineEndpoint({
  method: 'GET',
  path: '/api/whitelist/:address',
  summary: 'Whether a wallet address is whitelisted',
  auth: 'public',
  params: z.object({ address: walletAddress }),
  response: z.object({
    address: z.string(),
    whitelisted: z.boolean(),
  }),
});
