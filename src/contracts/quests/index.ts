import { claimQuest, claimStreak, getQuests } from './questEndpoints';

/** The daily-quest endpoints; spread into `api` in src/contracts/api/index.ts. Streak before `:slot` so it is never read as a slot. */
export const questsApi = { getQuests, claimStreak, claimQuest } as const;

export * from './questEndpoints';
