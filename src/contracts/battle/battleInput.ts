import { z } from 'zod';
// Module paths, not the engine's index: the API table (in the entry bundle) reaches this schema through the
// battle contracts, and must not pull the whole engine in with it.
import { DEPLOY_SLOTS } from '../../engine/board';
import { RULES } from '../../engine/rules';
import { SUPPORTED_RULES_VERSIONS } from '../../engine/versions';

/** One unit of a team: a card id, its level and its deployment slot. */
export const unitInputSchema = z.object({
  cardId: z.string().min(1).max(64),
  level: z.number().int().min(RULES.level.min).max(RULES.level.max),
  position: z.number().int().min(0).max(DEPLOY_SLOTS - 1),
});

/** A team: 1 to 6 units on distinct slots. */
export const teamInputSchema = z.object({
  units: z.array(unitInputSchema).min(RULES.team.minUnits).max(RULES.team.maxUnits)
    .refine((units) => new Set(units.map((u) => u.position)).size === units.length, { message: 'two units share a position' }),
});

/**
 * Everything that decides a battle (the engine's BattleInput); card ids are checked against the catalog by the
 * engine. Any supported rules version is accepted, so battles stored under an older version can be re-run and
 * verified; new battles are played under RULES.version.
 */
export const battleInputSchema = z.object({
  seed: z.number().int().min(0).max(0xffffffff),
  rulesVersion: z.number().int().refine((v) => SUPPORTED_RULES_VERSIONS.includes(v), { message: `rulesVersion must be one of ${SUPPORTED_RULES_VERSIONS.join(', ')}` }),
  teams: z.tuple([teamInputSchema, teamInputSchema]),
});

/** A validated battle input. */
export type BattleInputData = z.infer<typeof battleInputSchema>;
