import { refuse, succeed, type Outcome } from '../../src/contracts/api/refusal';
import type { FeedItem } from '../../src/contracts/spectate/feedItem';
import { SPECTATE_SETTINGS } from '../../src/content/modes/spectateSettings';
import type { Db } from '../db/database';
import { spectateRepository } from '../db/spectateRepository';
import type { TournamentRefusalReason } from '../../src/contracts/tournaments/tournamentRefusalReason';
import { feedItemOf } from './feedItemOf';

/** A player's latest battles (attacking or defending), as feed items, and whether the viewer follows them. */
export async function playerBattles(db: Db, input: { viewerId: string; playerId: string }): Promise<Outcome<{ name: string; followed: boolean; items: FeedItem[] }, TournamentRefusalReason>> {
  const name = await spectateRepository.nameOf(db, input.playerId);
  if (name === undefined) return refuse('player_not_found');
  const rows = await spectateRepository.latest(db, { topRating: SPECTATE_SETTINGS.topDuelRating, players: [input.playerId], limit: SPECTATE_SETTINGS.recentItems, onlyPlayers: true });
  const them = new Set([input.playerId]);
  return succeed({ name, followed: await spectateRepository.follows(db, input.viewerId, input.playerId), items: rows.map((r) => feedItemOf(r, them)!) });
}

/** The feed's first page for a viewer: the latest top-rated duels, tournament battles and followed players' battles. */
export async function recentFeed(db: Db, input: { viewerId: string }): Promise<{ items: FeedItem[] }> {
  const followed = new Set((await spectateRepository.followed(db, input.viewerId)).map((p) => p.playerId));
  const rows = await spectateRepository.latest(db, { topRating: SPECTATE_SETTINGS.topDuelRating, players: [...followed], limit: SPECTATE_SETTINGS.recentItems });
  return { items: rows.map((r) => feedItemOf(r, followed)).filter((i): i is FeedItem => i !== null) };
}
