/**
 * The one-byte code of each card in a replay code, by position in this list. Append-only: a shared link
 * names cards by these numbers, so a card keeps its code forever (cardCodes.test.ts fails when a catalogue
 * card has none, and pins the existing ones).
 */
export const CARD_CODES: readonly string[] = [
  'iron_recruit', 'village_militia', 'orc_brute', 'sellsword', 'ember_squire', 'pit_fighter', 'shield_sister', 'storm_knight',
  'dune_raider', 'magma_brute', 'wolf_rider', 'legion_captain', 'tide_champion', 'bone_reaver', 'dragon_slayer', 'titan_of_storms',
  'apprentice_mage', 'hedge_witch', 'frost_adept', 'spark_wisp', 'temple_acolyte', 'mist_caller', 'pyromancer', 'storm_caller',
  'silent_oracle', 'dream_weaver', 'glacier_sage', 'void_warlock', 'high_cleric', 'tidecaller', 'archmage', 'phoenix',
  'street_thief', 'snake_cultist', 'hunter', 'shadow_imp', 'ash_stalker', 'bandit_archer', 'venom_dancer', 'night_blade',
  'crystal_assassin', 'plague_doctor', 'wind_ranger', 'nightmare', 'guild_master', 'frost_fang', 'widow_queen', 'sunblade',
  'town_guard', 'stone_golem', 'turtle_warden', 'temple_guard', 'moss_giant', 'bog_troll', 'royal_knight', 'coral_sentinel',
  'iron_golem', 'sacred_warden', 'ancient_treant', 'paladin', 'obsidian_colossus', 'grave_warden', 'mountain_king', 'aegis_seraph',
];
