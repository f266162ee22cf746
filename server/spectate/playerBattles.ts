import { refuse, succeed, type Outcome } from '../../src/contracts/api/refusal';
import type { AppDeps } from '../appDeps';
import type { FeedItem } from '../../src/contracts/spectate/feedItem';
import { SPECTATE_SETTINGS } from '../../src/content/modes/spectateSettings';
import type { TournamentRefusalReason } from '../../src/contracts/tournaments/tournamentRefusalReason';
import { feedItemOf } from './feedItemOf';

/** A player's latest battles (attacking or defending), as feed items, and whether the viewer follows them. */
export async function playerBattles(deps: Pick<AppDeps, 'db' | 'repositories'>, input: { viewerId: string; playerId: string }): Promise<Outcome<{ name: string; followed: boolean; items: FeedItem[] }, TournamentRefusalReason>> {
  const name = await deps.repositories.spectate.nameOf(deps.db, input.playerId);
  if (name === undefined) return refuse('player_not_found');
  const rows = await deps.repositories.spectate.latest(deps.db, { topRating: SPECTATE_SETTINGS.topDuelRating, players: [input.playerId], limit: SPECTATE_SETTINGS.recentItems, onlyPlayers: true });
  const them = new Set([input.playerId]);
  return succeed({ name, followed: await deps.repositories.spectate.follows(deps.db, input.viewerId, input.playerId), items: rows.map((r) => feedItemOf(r, them)!) });
}

/** The feed's first page for a viewer: the latest top-rated duels, tournament battles and followed players' battles. */
export async function recentFeed(deps: Pick<AppDeps, 'db' | 'repositories'>, input: { viewerId: string }): Promise<{ items: FeedItem[] }> {
  const followed = new Set((await deps.repositories.spectate.followed(deps.db, input.viewerId)).map((p) => p.playerId));
  const rows = await deps.repositories.spectate.latest(deps.db, { topRating: SPECTATE_SETTINGS.topDuelRating, players: [...followed], limit: SPECTATE_SETTINGS.recentItems });
  return { items: rows.map((r) => feedItemOf(r, followed)).filter((i): i is FeedItem => i !== null) };
}
