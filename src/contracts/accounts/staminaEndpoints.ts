import { z } from 'zod';
import { defineEndpoint } from '../api/endpoint';
import { balances } from './currency';
import { staminaView } from './stamina';

/** A caller-chosen key that makes a retried purchase safe: the same key returns the first result. */
export const idempotencyKey = z.string().regex(/^[A-Za-z0-9_.:-]{8,128}$/, 'Use 8 to 128 letters, digits or _ . : -');

/** POST /api/economy/recover-stamina (/recover-stamina): buy stamina with game coin, once per key. */
export const recoverStamina = defineEndpoint({
  method: 'POST',
  path: '/api/economy/recover-stamina',
  summary: 'Recover stamina with game coin (price and amount: docs/ACCOUNTS.md)',
  auth: 'player',
  body: z.object({ idempotencyKey }),
  response: z.object({
    balances,
    stamina: staminaView,
    /** True when this key was used before: nothing was charged again, the first result is returned. */
    replayed: z.boolean(),
  }),
});
