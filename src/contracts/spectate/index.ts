import { followPlayer, listFollows, playerBattles, recentFeed, unfollowPlayer, watchBattle } from './spectateEndpoints';

/** Every spectating endpoint (the SSE feed itself is {@link SPECTATE_FEED_PATH}); spread into `api`. */
export const spectateApi = { recentFeed, listFollows, followPlayer, unfollowPlayer, playerBattles, watchBattle } as const;

export * from './feedItem';
export * from './spectateEndpoints';
