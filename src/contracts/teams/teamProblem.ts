import { z } from 'zod';
// Module paths, not the engine's and content's indexes: the index reaches `simulate` and the battle (its WebAssembly
// record build included), which the team screen and the server's team checks never run.
import { BattleInputError, validateBattleInput } from '../../engine/input';
import { RULES } from '../../engine/rules';
import { cardCatalog } from '../../content/catalog';
import type { FormationUnit } from './formationUnit';

/** Why the engine refuses a team; the client words each (`cards:teams.problems.<code>`). */
export const teamProblemCode = z.enum(['empty', 'tooMany', 'unknownCard', 'level', 'position', 'positionTaken', 'other']);
/** One of {@link teamProblemCode}. */
export type TeamProblemCode = z.infer<typeof teamProblemCode>;

/** A problem the engine's input validation found, with the unit it names (0-based) and the engine's own words. */
export interface TeamProblem {
  code: TeamProblemCode;
  /** The unit at fault (its index in the team), when the engine names one. */
  unit?: number;
  /** The engine's English message, for logs; a refusal sends it as the `detail` parameter beside `problem` (the code the client words). */
  detail: string;
}

// The engine's messages (src/engine/input.ts) mapped to codes; teamProblem.test.ts pins one example of each,
// so a reworded engine message fails a test instead of silently becoming 'other'.
const PATTERNS: readonly [RegExp, TeamProblemCode][] = [
  [/^team 0 has (\d+) units/, 'tooMany'],
  [/^team 0 unit (\d+): unknown card/, 'unknownCard'],
  [/^team 0 unit (\d+): level must/, 'level'],
  [/^team 0 unit (\d+): position must/, 'position'],
  [/^team 0 unit (\d+): position \d+ is already taken/, 'positionTaken'],
];

/**
 * Checks a team with the engine's own battle-input validation (the server's rule for saving, the editor's for
 * its warning); null when the engine would field it.
 */
export function teamProblem(units: readonly FormationUnit[]): TeamProblem | null {
  if (units.length < RULES.team.minUnits) return { code: 'empty', detail: `a team fields ${RULES.team.minUnits} to ${RULES.team.maxUnits} units` };
  const team = { units };
  try {
    validateBattleInput({ seed: 0, rulesVersion: RULES.version, teams: [team, team] }, cardCatalog);
    return null;
  } catch (error) {
    if (!(error instanceof BattleInputError)) throw error;
    for (const [pattern, code] of PATTERNS) {
      const match = pattern.exec(error.message);
      if (!match) continue;
      return code === 'tooMany' ? { code, detail: error.message } : { code, unit: Number(match[1]), detail: error.message };
    }
    return { code: 'other', detail: error.message };
  }
}
