import { z } from 'zod';

/** Stamina as the client shows it; it is computed from timestamps, so the client counts down locally. */
export const staminaView = z.object({
  current: z.number().int().nonnegative(),
  max: z.number().int().positive(),
  regenIntervalSeconds: z.number().int().positive(),
  /** When the next point arrives; null at or above the maximum (regeneration only runs below it). */
  nextPointAt: z.string().datetime().nullable(),
  /** When stamina reaches the maximum; null if it already has. */
  fullAt: z.string().datetime().nullable(),
  /** The /recover-stamina offer the server charges: game coin paid for stamina points. */
  recovery: z.object({
    priceGameCoin: z.number().int().positive(),
    stamina: z.number().int().positive(),
  }),
});
/** See {@link staminaView}. */
export type StaminaView = z.infer<typeof staminaView>;
