import { z } from 'zod';
import { rulesVersionSpec, RULES, synergyRegistry, type BattleCatalog, type UnitCard } from '../../src/engine';
import { rebalanceCard, type CardRebalance } from '../../src/content/units/cardRebalance';

const STATS = z.object({
  health: z.number().positive(), attack: z.number().positive(), defense: z.number().positive(),
  magic: z.number().positive(), magicResistance: z.number().positive(), speed: z.number().positive(),
}).partial().strict();
const PARAMS = z.object({ value: z.number(), ratio: z.number(), chance: z.number(), damage: z.number() }).partial().strict();

/**
 * A balance candidate as a JSON overlay on the current rules version: stat multipliers by role and by card (a
 * {@link CardRebalance}, applied once to the current cards) and synergy effect numbers by synergy id (replacing the
 * current version's; the thresholds and effects stay). The lab judges it without a copy of the tree (`--candidate`).
 */
export const BALANCE_CANDIDATE = z.object({
  roles: z.object({ warrior: STATS, mage: STATS, assassin: STATS, guardian: STATS }).partial().strict().default({}),
  cards: z.record(z.string(), STATS).default({}),
  synergies: z.record(z.string(), PARAMS).default({}),
}).strict();

/** A parsed balance candidate (see {@link BALANCE_CANDIDATE}). */
export type BalanceCandidate = z.infer<typeof BALANCE_CANDIDATE>;

/**
 * The catalog a candidate plays: `base`'s cards with the candidate's multipliers (rounded, as a rules version's
 * rebalance is), its skills and older versions unchanged, and the current version's synergies with the candidate's
 * numbers. Throws on a card or synergy id the base does not have (a typo must not pass as "no change").
 */
export function candidateCatalog(base: BattleCatalog, candidate: BalanceCandidate): BattleCatalog {
  for (const id of Object.keys(candidate.cards)) if (!base.units.has(id)) throw new Error(`candidate: unknown card "${id}"`);
  const current = base.synergies ?? rulesVersionSpec(RULES.version)!.synergies;
  for (const id of Object.keys(candidate.synergies)) {
    if (!current.some((s) => s.definition.id === id)) throw new Error(`candidate: unknown synergy "${id}"`);
  }
  const rebalance: CardRebalance = { roles: candidate.roles, cards: candidate.cards };
  const units = new Map<string, UnitCard>();
  for (const [id, card] of base.units) units.set(id, rebalanceCard(card, rebalance));
  const synergies = current.map((s) => {
    const params = candidate.synergies[s.definition.id];
    return params ? synergyRegistry.create({ ...s.definition, effectParams: { ...s.definition.effectParams, ...params } }) : s;
  });
  return { ...base, units, synergies };
}
