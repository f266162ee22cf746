import { refuse, succeed, type Outcome } from '../../src/contracts/api/refusal';
import type { AppDeps } from '../appDeps';
import type { TournamentRefusalReason } from '../../src/contracts/tournaments/tournamentRefusalReason';

type Followed = { players: { playerId: string; name: string }[] };

/** Follows a player (their battles come to the follower's feed); again: no change. Answers the follow list. */
export async function followPlayer(deps: Pick<AppDeps, 'db' | 'repositories'>, input: { playerId: string; followId: string; now: Date }): Promise<Outcome<Followed, TournamentRefusalReason>> {
  if (input.followId === input.playerId) return refuse('cannot_follow_self');
  if ((await deps.repositories.spectate.nameOf(deps.db, input.followId)) === undefined) return refuse('player_not_found');
  await deps.repositories.spectate.follow(deps.db, input.playerId, input.followId, input.now);
  return succeed({ players: await deps.repositories.spectate.followed(deps.db, input.playerId) });
}

/** Unfollows a player (not followed: no change). Answers the follow list. */
export async function unfollowPlayer(deps: Pick<AppDeps, 'db' | 'repositories'>, input: { playerId: string; followId: string }): Promise<Followed> {
  await deps.repositories.spectate.unfollow(deps.db, input.playerId, input.followId);
  return { players: await deps.repositories.spectate.followed(deps.db, input.playerId) };
}

/** The players `playerId` follows. */
export async function followedPlayers(deps: Pick<AppDeps, 'db' | 'repositories'>, input: { playerId: string }): Promise<Followed> {
  return { players: await deps.repositories.spectate.followed(deps.db, input.playerId) };
}
