/** The card set as typed data; names and texts live in public/locales/{lng}/{units,skills,statuses}.json. */
export { UNIT_CARDS, SKILLS, CARD_IDS, cardCatalog } from './catalog';
export { STARTER_CARD_IDS, STARTER_SPARE_CARD_IDS, starterTeam } from './starterSet';
export { ROLE_TEMPLATES, RARITY_SCALE, RARITY_SPEED, type Role, type RoleTemplate } from './units/classTemplates';
export { roleOf } from './units/roleOf';
export { defineUnit, type UnitEntry } from './units/defineUnit';
export { deployByRole, randomBalancedTeams } from './randomTeams';
export { STAMINA_RECOVERY } from './economy/staminaRecovery';
export { STARTER_CURRENCIES } from './economy/starterCurrencies';
export { CARD_BURN, CARD_LEVEL_UP, burnFragments, fragmentsInvested, levelUpCost, type LevelUpCost } from './economy/cardProgression';
export { STAMINA_RULES } from './economy/staminaRules';
