import { cardCatalog } from '../content/catalog';
import type { TournamentRules } from '../contracts/tournaments/tournamentRules';

/** The custom rules a unit can break (a refusal's `rule`, worded as compete:tournaments.broken.<rule>). */
export const TOURNAMENT_RULES_BROKEN = ['level_cap', 'family', 'banned_card'] as const;
/** Which custom rule a unit breaks. */
export type TournamentRuleBroken = (typeof TOURNAMENT_RULES_BROKEN)[number];

/**
 * The first unit (1-based) of a team that breaks a tournament's custom rules, and which rule; null when the team
 * fits. The server refuses such an entry; the join screen shows the same answer before sending.
 */
export function tournamentRuleBreak(units: readonly { cardId: string; level: number }[], rules: TournamentRules): { unit: number; rule: TournamentRuleBroken } | null {
  for (const [index, unit] of units.entries()) {
    if (rules.levelCap !== undefined && unit.level > rules.levelCap) return { unit: index + 1, rule: 'level_cap' };
    const card = cardCatalog.units.get(unit.cardId);
    if (rules.family !== undefined && !card?.families.includes(rules.family)) return { unit: index + 1, rule: 'family' };
    if (rules.bannedCards.includes(unit.cardId)) return { unit: index + 1, rule: 'banned_card' };
  }
  return null;
}
