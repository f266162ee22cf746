/**
 * Stamina: 120 points, one back every 6 minutes: empty to full in 12 hours, so two sessions a day (morning and
 * evening) use it all, as in Honkai: Star Rail (1 per 6 min) or Genshin (1 per 8 min). A battle costs around
 * 10, i.e. a dozen battles from full. Grants may overflow to 999 (and then do not regenerate until spent below
 * the max), like those games' overflow rules. The server may override max and interval by environment.
 */
export const STAMINA_RULES = { max: 120, regenIntervalSeconds: 360, hardCap: 999 } as const;
