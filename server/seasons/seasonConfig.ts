import { SEASON_RULES } from '../../src/content/seasons/leagues';

/** SEASON_DAYS, SEASON_TICK_MS, SEASON_BATCH: a season's length, how often each process looks for a due turn, players paid per step. */
export interface SeasonConfig {
  lengthDays: number;
  tickMs: number;
  batchSize: number;
}

/** The defaults: four-week seasons, a look every minute, 200 players a step. */
export const DEFAULT_SEASON_CONFIG: SeasonConfig = { lengthDays: SEASON_RULES.lengthDays, tickMs: 60_000, batchSize: 200 };
