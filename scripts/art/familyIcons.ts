/** The mark of each synergy family, drawn on card portraits. */
export const FAMILY_ICONS: Readonly<Record<string, string>> = {
  warrior: 'crossed-swords',
  mage: 'wizard-staff',
  human: 'person',
  assassin: 'hooded-assassin',
  elemental: 'fire-ring',
  guardian: 'shield',
};
