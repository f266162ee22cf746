/**
 * The card set as the card screens read it: the catalogue, the engine's synergies, statuses and level range, and
 * the content's level-up and burn prices. Screens may import contracts, not content or engine, so this is the
 * one door; nothing here is recomputed.
 */
export { UNIT_CARDS, cardCatalog, levelUpCost, burnFragments, type LevelUpCost } from '../../content';
export { SYNERGY_DEFINITIONS, STATUS_DEFINITIONS, RULES, RARITIES, ELEMENTS, FAMILIES } from '../../engine';
export type { Element, Family, Rarity, SkillEffect, SkillSpec, UnitCard } from '../../engine';
export { unitPower } from '../teams/unitPower';
export { cardStatsAtLevel, type CardStats } from './cardStatsAtLevel';
