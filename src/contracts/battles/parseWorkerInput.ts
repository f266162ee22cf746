import type * as z from 'zod/mini';
// The module, not the engine's index: the page's clients import this, and must not pull the engine in with it.
import { BattleInputError } from '../../engine/input';

/**
 * Validates what the page sends a battle worker (battleInputSchema, winOddsSliceSchema, coachInputSchema), in the
 * page: the battle route carries zod already, and the worker, which the engine's own checks still guard, then
 * carries none (≈ 7 KB gzip off the battle route, docs/CLIENT.md "Size budget"). Throws a {@link BattleInputError}
 * naming each issue (`invalid battle input: seed: …`), as the worker did.
 */
export function parseWorkerInput<T>(schema: z.ZodMiniType<T>, input: unknown, what: string): T {
  const parsed = schema.safeParse(input);
  if (!parsed.success) {
    throw new BattleInputError(`invalid ${what} input: ${parsed.error.issues.map((i) => `${i.path.join('.') || 'input'}: ${i.message}`).join('; ')}`);
  }
  return parsed.data;
}
