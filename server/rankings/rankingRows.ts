import type { RatingRankRow, TeamRankRow, UserRankRow } from '../../src/contracts/battles/rankingEndpoints';
import type { RankedRow } from '../db/rankingRepository';
import { rankChangeOf } from './rankingPage';

const n = (value: unknown): number => Number(value ?? 0);

/** A row of the rating board. */
export function ratingRankRowOf(row: RankedRow): RatingRankRow {
  return { playerId: row.account_id, displayName: String(row.display_name), rank: n(row.rank), rating: n(row.rating), wins: n(row.pvp_wins), losses: n(row.pvp_losses), rankChange: rankChangeOf(row) };
}

/** A row of the user board (campaign stars, then best tower floor). */
export function userRankRowOf(row: RankedRow): UserRankRow {
  return { playerId: row.account_id, displayName: String(row.display_name), rank: n(row.rank), campaignStars: n(row.campaign_stars), bestFloor: n(row.best_floor), rankChange: rankChangeOf(row) };
}

/** A row of the team board (wins, then power). */
export function teamRankRowOf(row: RankedRow): TeamRankRow {
  const cards = typeof row.card_ids === 'string' ? (JSON.parse(row.card_ids) as unknown) : row.card_ids;
  return {
    playerId: row.account_id,
    displayName: String(row.display_name),
    rank: n(row.rank),
    teamSlot: n(row.slot),
    teamName: String(row.team_name),
    wins: n(row.wins),
    battles: n(row.battles),
    power: n(row.power),
    cardIds: Array.isArray(cards) ? cards.map(String) : [],
    rankChange: rankChangeOf(row),
  };
}
