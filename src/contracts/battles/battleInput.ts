// zod/mini, not classic zod: the same schemas (and the same types) with methods left off, so a bundle that only
// validates battle inputs carries ≈ 6 KB of zod instead of ≈ 26 KB (the battle route and the battle worker; the
// server embeds these schemas in its classic API schemas, which accept any zod 4 schema). docs/DEPENDENCIES.md.
import * as z from 'zod/mini';
// Module paths, not the engine's index: the API table (in the entry bundle) reaches this schema through the
// battle contracts, and must not pull the whole engine in with it.
import { DEPLOY_SLOTS } from '../../engine/board';
import { RULES } from '../../engine/rules';
import { SUPPORTED_RULES_VERSIONS } from '../../engine/supportedRulesVersions';

/** One unit of a team: a card id, its level and its deployment slot. */
export const unitInputSchema = z.object({
  cardId: z.string().check(z.minLength(1), z.maxLength(64)),
  level: z.int().check(z.gte(RULES.level.min), z.lte(RULES.level.max)),
  position: z.int().check(z.gte(0), z.lte(DEPLOY_SLOTS - 1)),
});

/** A team: 1 to 6 units on distinct slots. */
export const teamInputSchema = z.object({
  units: z.array(unitInputSchema).check(
    z.minLength(RULES.team.minUnits),
    z.maxLength(RULES.team.maxUnits),
    z.refine((units) => new Set(units.map((u) => u.position)).size === units.length, { message: 'two units share a position' }),
  ),
});

/**
 * Everything that decides a battle (the engine's BattleInput); card ids are checked against the catalog by the
 * engine. Any supported rules version is accepted, so battles stored under an older version can be re-run and
 * verified; new battles are played under RULES.version.
 */
export const battleInputSchema = z.object({
  seed: z.int().check(z.gte(0), z.lte(0xffffffff)),
  rulesVersion: z.int().check(z.refine((v) => SUPPORTED_RULES_VERSIONS.includes(v), { message: `rulesVersion must be one of ${SUPPORTED_RULES_VERSIONS.join(', ')}` })),
  teams: z.tuple([teamInputSchema, teamInputSchema]),
});

/** A validated battle input. */
export type BattleInputData = z.infer<typeof battleInputSchema>;
