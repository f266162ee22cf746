import { refuse, succeed, type Outcome } from '../../src/contracts/api/refusal';
import type { Db } from '../db/database';
import { spectateRepository } from '../db/spectateRepository';
import type { TournamentRefusalReason } from '../../src/contracts/tournaments/tournamentRefusalReason';

type Followed = { players: { playerId: string; name: string }[] };

/** Follows a player (their battles come to the follower's feed); again: no change. Answers the follow list. */
export async function followPlayer(db: Db, input: { playerId: string; followId: string; now: Date }): Promise<Outcome<Followed, TournamentRefusalReason>> {
  if (input.followId === input.playerId) return refuse('cannot_follow_self');
  if ((await spectateRepository.nameOf(db, input.followId)) === undefined) return refuse('player_not_found');
  await spectateRepository.follow(db, input.playerId, input.followId, input.now);
  return succeed({ players: await spectateRepository.followed(db, input.playerId) });
}

/** Unfollows a player (not followed: no change). Answers the follow list. */
export async function unfollowPlayer(db: Db, input: { playerId: string; followId: string }): Promise<Followed> {
  await spectateRepository.unfollow(db, input.playerId, input.followId);
  return { players: await spectateRepository.followed(db, input.playerId) };
}

/** The players `playerId` follows. */
export async function followedPlayers(db: Db, input: { playerId: string }): Promise<Followed> {
  return { players: await spectateRepository.followed(db, input.playerId) };
}
