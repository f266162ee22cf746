import type { TeamInput } from '../../engine';

/** A hand-made campaign stage: its enemy team (card, deployment slot) at one level. */
export interface CampaignStage {
  /** `chapter-number`, e.g. `1-3`. */
  id: string;
  chapter: number;
  /** Position in its chapter, from 1. */
  number: number;
  /** Level of every enemy unit. */
  level: number;
  enemy: TeamInput;
}

// Slots: 0–3 front column, 4–7 middle, 8–11 back (the engine's deployment slots, mirrored for the enemy side).
type Spec = readonly (readonly [cardId: string, slot: number])[];

/** The stage list as written: per chapter, per stage, its level and enemies. Levels rise through the chapters. */
const CHAPTERS: readonly (readonly (readonly [level: number, units: Spec])[])[] = [
  // Chapter 1, "Village Outskirts": pairs and trios of commons, level 1: the starter team wins with care.
  [
    [1, [['street_thief', 1], ['village_militia', 2]]],
    [1, [['iron_recruit', 1], ['apprentice_mage', 9]]],
    [1, [['orc_brute', 1], ['hunter', 6], ['hedge_witch', 10]]],
    [1, [['town_guard', 1], ['sellsword', 2], ['temple_acolyte', 9]]],
    [1, [['bog_troll', 1], ['snake_cultist', 5], ['frost_adept', 10], ['pit_fighter', 2]]],
  ],
  // Chapter 2, "Bandit Roads": archers and thieves, level 2.
  [
    [2, [['bandit_archer', 5], ['street_thief', 1], ['sellsword', 2]]],
    [2, [['pit_fighter', 1], ['hunter', 6], ['bandit_archer', 9], ['village_militia', 2]]],
    [2, [['orc_brute', 1], ['orc_brute', 2], ['snake_cultist', 5], ['hedge_witch', 10]]],
    [2, [['turtle_warden', 1], ['dune_raider', 2], ['hunter', 5], ['apprentice_mage', 9]]],
    [3, [['wolf_rider', 1], ['sellsword', 2], ['bandit_archer', 6], ['night_blade', 5], ['frost_adept', 10]]],
  ],
  // Chapter 3, "Elemental Wilds": elementals stack their synergy, levels 3 to 4.
  [
    [3, [['stone_golem', 1], ['spark_wisp', 9], ['shadow_imp', 5], ['ember_squire', 2]]],
    [3, [['moss_giant', 1], ['mist_caller', 9], ['ash_stalker', 5], ['spark_wisp', 10]]],
    [4, [['magma_brute', 1], ['stone_golem', 2], ['storm_caller', 9], ['shadow_imp', 5]]],
    [4, [['coral_sentinel', 1], ['ember_squire', 2], ['glacier_sage', 9], ['crystal_assassin', 5], ['mist_caller', 10]]],
    [4, [['storm_knight', 1], ['ancient_treant', 2], ['storm_caller', 9], ['wind_ranger', 6], ['spark_wisp', 10]]],
  ],
  // Chapter 4, "The Iron Keep": human knights and casters, levels 5 to 6.
  [
    [5, [['royal_knight', 1], ['shield_sister', 2], ['pyromancer', 9], ['temple_acolyte', 10]]],
    [5, [['sacred_warden', 1], ['iron_recruit', 2], ['venom_dancer', 5], ['pyromancer', 9], ['hedge_witch', 10]]],
    [5, [['legion_captain', 1], ['town_guard', 2], ['plague_doctor', 5], ['apprentice_mage', 9], ['temple_acolyte', 10]]],
    [6, [['royal_knight', 1], ['legion_captain', 2], ['guild_master', 5], ['high_cleric', 9], ['pyromancer', 10]]],
    [6, [['paladin', 1], ['shield_sister', 2], ['sellsword', 0], ['venom_dancer', 5], ['high_cleric', 9], ['pyromancer', 10]]],
  ],
  // Chapter 5, "Shadow Marsh": dark assassins and curses, levels 7 to 8.
  [
    [7, [['grave_warden', 1], ['night_blade', 5], ['nightmare', 6], ['dream_weaver', 9], ['bone_reaver', 2]]],
    [7, [['iron_golem', 1], ['bone_reaver', 2], ['night_blade', 5], ['void_warlock', 9], ['silent_oracle', 10]]],
    [7, [['bog_troll', 1], ['grave_warden', 2], ['frost_fang', 5], ['nightmare', 6], ['void_warlock', 9], ['dream_weaver', 10]]],
    [8, [['obsidian_colossus', 1], ['tide_champion', 2], ['guild_master', 5], ['frost_fang', 6], ['tidecaller', 9], ['void_warlock', 10]]],
    [8, [['grave_warden', 1], ['bone_reaver', 2], ['widow_queen', 5], ['nightmare', 6], ['void_warlock', 9], ['dream_weaver', 10]]],
  ],
  // Chapter 6, "Throne of Legends": legendary line-ups, levels 9 to 10.
  [
    [9, [['mountain_king', 1], ['dragon_slayer', 2], ['sunblade', 5], ['archmage', 9], ['high_cleric', 10]]],
    [9, [['aegis_seraph', 1], ['titan_of_storms', 2], ['frost_fang', 5], ['phoenix', 9], ['tidecaller', 10]]],
    [9, [['mountain_king', 1], ['aegis_seraph', 2], ['widow_queen', 5], ['sunblade', 6], ['archmage', 9], ['phoenix', 10]]],
    [10, [['titan_of_storms', 1], ['dragon_slayer', 2], ['paladin', 0], ['widow_queen', 5], ['archmage', 9], ['phoenix', 10]]],
    [10, [['aegis_seraph', 1], ['mountain_king', 2], ['titan_of_storms', 0], ['sunblade', 5], ['archmage', 9], ['phoenix', 10]]],
  ],
];

/** Every campaign stage, in play order (chapter by chapter): winning one unlocks the next. */
export const CAMPAIGN_STAGES: readonly CampaignStage[] = CHAPTERS.flatMap((stages, c) =>
  stages.map(([level, units], s) => ({
    id: `${c + 1}-${s + 1}`,
    chapter: c + 1,
    number: s + 1,
    level,
    enemy: { units: units.map(([cardId, position]) => ({ cardId, level, position })) },
  })),
);

/** Number of chapters. */
export const CAMPAIGN_CHAPTERS = CHAPTERS.length;

/** A stage by id, or undefined. */
export function campaignStage(id: string): CampaignStage | undefined {
  return CAMPAIGN_STAGES.find((s) => s.id === id);
}

/** The stage after `id` in play order (the one its first win unlocks), or undefined after the last. */
export function nextCampaignStage(id: string): CampaignStage | undefined {
  const index = CAMPAIGN_STAGES.findIndex((s) => s.id === id);
  return index < 0 ? undefined : CAMPAIGN_STAGES[index + 1];
}
