import { DEPLOY_SLOTS } from './board';
import { RULES } from './rules';
import type { BattleCatalog, BattleInput } from './types';
import { SUPPORTED_RULES_VERSIONS } from './supportedRulesVersions';

/** Thrown when a battle input cannot be played; nothing has been simulated. */
export class BattleInputError extends Error {
  override name = 'BattleInputError';
}

function where(team: number, unit: number): string {
  return `team ${team} unit ${unit}`;
}

/** Checks an input against the rules and the catalog; throws a {@link BattleInputError} naming the problem. */
export function validateBattleInput(input: BattleInput, catalog: BattleCatalog): void {
  if (!SUPPORTED_RULES_VERSIONS.includes(input.rulesVersion)) {
    throw new BattleInputError(`rulesVersion ${input.rulesVersion} is not supported (this engine plays versions ${SUPPORTED_RULES_VERSIONS.join(', ')})`);
  }
  if (!Number.isInteger(input.seed) || input.seed < 0 || input.seed > 0xffffffff) {
    throw new BattleInputError(`seed must be an integer in [0, 2^32), got ${input.seed}`);
  }
  if (input.teams.length !== 2) throw new BattleInputError('a battle needs exactly two teams');
  // Plain loops, a bit mask of taken slots and messages built only on failure: playouts validate every battle.
  for (let t = 0; t < 2; t++) {
    const team = input.teams[t]!;
    const n = team.units.length;
    if (n < RULES.team.minUnits || n > RULES.team.maxUnits) {
      throw new BattleInputError(`team ${t} has ${n} units; a team fields ${RULES.team.minUnits} to ${RULES.team.maxUnits}`);
    }
    let taken = 0;
    for (let i = 0; i < n; i++) {
      const u = team.units[i]!;
      const card = catalog.units.get(u.cardId);
      if (!card) throw new BattleInputError(`${where(t, i)}: unknown card "${u.cardId}"`);
      if (!Number.isInteger(u.level) || u.level < RULES.level.min || u.level > RULES.level.max) {
        throw new BattleInputError(`${where(t, i)}: level must be an integer from ${RULES.level.min} to ${RULES.level.max}, got ${u.level}`);
      }
      if (!Number.isInteger(u.position) || u.position < 0 || u.position >= DEPLOY_SLOTS) {
        throw new BattleInputError(`${where(t, i)}: position must be an integer from 0 to ${DEPLOY_SLOTS - 1}, got ${u.position}`);
      }
      if ((taken & (1 << u.position)) !== 0) throw new BattleInputError(`${where(t, i)}: position ${u.position} is already taken`);
      taken |= 1 << u.position;
      for (const s of card.skills) {
        if (!catalog.skills.has(s)) throw new BattleInputError(`${where(t, i)}: card "${card.id}" names unknown skill "${s}"`);
      }
    }
  }
}
