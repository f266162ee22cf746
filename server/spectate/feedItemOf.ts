import type { BattleSideKind } from '../../src/contracts/battles/battleRecord';
import type { FeedItem, FeedKind } from '../../src/contracts/spectate/feedItem';
import { SPECTATE_SETTINGS } from '../../src/content/modes/spectateSettings';
import type { FeedRow } from '../db/spectateRepository';

/** Why a battle is in one viewer's feed (`followed`: the players they follow); none: it is not in their feed. */
export function feedKindsOf(row: FeedRow, followed: ReadonlySet<string>): FeedKind[] {
  const kinds: FeedKind[] = [];
  if (row.mode === 'tournament') kinds.push('tournament');
  if (row.mode === 'pvp' && row.rating !== null && row.rating >= SPECTATE_SETTINGS.topDuelRating) kinds.push('top');
  if (followed.has(row.attacker_id) || (row.defender_id !== null && followed.has(row.defender_id))) kinds.push('followed');
  return kinds;
}

/** The feed form of a decided battle, or null when it is not in this viewer's feed. */
export function feedItemOf(row: FeedRow, followed: ReadonlySet<string>): FeedItem | null {
  const kinds = feedKindsOf(row, followed);
  if (kinds.length === 0) return null;
  return {
    battleId: row.id,
    kinds,
    attacker: { kind: 'player', playerId: row.attacker_id, name: row.attacker_name },
    opponent: { kind: row.opponent_kind as BattleSideKind, playerId: row.defender_id, name: row.opponent_name },
    rating: row.rating === null ? null : Number(row.rating),
    tournament: row.tournament_id && row.tournament_name && row.round !== null ? { id: row.tournament_id, name: row.tournament_name, round: Number(row.round) } : null,
    createdAt: new Date(row.created_at).toISOString(),
  };
}
