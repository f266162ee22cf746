import { z } from 'zod';
import { defineEndpoint } from '../api/endpoint';
import { battleId } from '../battles/battleMode';
import { feedItem } from './feedItem';

/** A player's public id (their rankings row). */
const playerId = z.string().uuid();

/** A followed player as the follow list shows them. */
export const followedPlayer = z.object({ playerId, name: z.string() });

/** GET /api/spectate/recent: the latest feed battles (the feed's first screen before live events arrive). */
export const recentFeed = defineEndpoint({
  method: 'GET',
  path: '/api/spectate/recent',
  summary: 'The latest battles of the live feed: top-rated duels, tournament rounds, followed players',
  auth: 'player',
  response: z.object({ items: z.array(feedItem) }),
});

/** GET /api/follows: the players the signed-in player follows. */
export const listFollows = defineEndpoint({
  method: 'GET',
  path: '/api/follows',
  summary: 'The players the signed-in player follows',
  auth: 'player',
  response: z.object({ players: z.array(followedPlayer) }),
});

/** PUT /api/follows/:playerId: follow a player (again: no change). */
export const followPlayer = defineEndpoint({
  method: 'PUT',
  path: '/api/follows/:playerId',
  summary: 'Follow a player',
  auth: 'player',
  params: z.object({ playerId }),
  response: z.object({ players: z.array(followedPlayer) }),
});

/** DELETE /api/follows/:playerId: unfollow (not followed: no change). */
export const unfollowPlayer = defineEndpoint({
  method: 'DELETE',
  path: '/api/follows/:playerId',
  summary: 'Unfollow a player',
  auth: 'player',
  params: z.object({ playerId }),
  response: z.object({ players: z.array(followedPlayer) }),
});

/** GET /api/players/:playerId/battles: a player's latest battles (public: they are in the feed anyway). */
export const playerBattles = defineEndpoint({
  method: 'GET',
  path: '/api/players/:playerId/battles',
  summary: "A player's latest battles (attacking or defending)",
  auth: 'player',
  params: z.object({ playerId }),
  response: z.object({ name: z.string(), followed: z.boolean(), items: z.array(feedItem) }),
});

/** POST /api/battles/:id/watch: the viewer says it is watching (every 20 s); answers the battle's watcher count. */
export const watchBattle = defineEndpoint({
  method: 'POST',
  path: '/api/battles/:id/watch',
  summary: 'Count the signed-in player as watching a battle; answers how many watch it',
  auth: 'player',
  params: z.object({ id: battleId }),
  response: z.object({ watchers: z.number().int().nonnegative() }),
});
