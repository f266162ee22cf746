import { z } from 'zod';
import { battleId } from '../battles/battleMode';
import { battleSide } from '../battles/battleRecord';

/** The SSE stream of decided battles (GET, `text/event-stream`; events `battle` and `watchers`). */
export const SPECTATE_FEED_PATH = '/api/spectate/feed';

/** Why a battle is in the feed: a duel between top-rated players, a tournament round, a followed player's battle. */
export const feedKind = z.enum(['top', 'tournament', 'followed']);
/** One of {@link feedKind}. */
export type FeedKind = z.infer<typeof feedKind>;

/**
 * One battle in the live feed: who fought and why it is shown. Nothing to re-run it travels here: the viewer
 * loads the stored battle (seed and teams) by id and re-runs it in the browser.
 */
export const feedItem = z.object({
  battleId,
  kinds: z.array(feedKind).min(1),
  attacker: battleSide,
  opponent: battleSide,
  /** The higher of the two ratings before the duel (PvP), else null. */
  rating: z.number().int().nullable(),
  /** The tournament and round, for tournament battles. */
  tournament: z.object({ id: z.string().uuid(), name: z.string(), round: z.number().int().positive() }).nullable(),
  createdAt: z.string().datetime(),
});
/** See {@link feedItem}. */
export type FeedItem = z.infer<typeof feedItem>;

/** The `watchers` event: watcher counts of the battles being watched now (battle id → count). */
export const watcherCounts = z.record(battleId, z.number().int().nonnegative());
/** See {@link watcherCounts}. */
export type WatcherCounts = z.infer<typeof watcherCounts>;
