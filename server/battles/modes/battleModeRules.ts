import type { BattleMode } from '../../../src/contracts/battles/battleMode';
import type { BattleSideKind } from '../../../src/contracts/battles/battleRecord';
import type { RewardAmount } from '../../../src/content/economy/battleRewards';
import type { TeamInput } from '../../../src/engine';
import type { StoredOpponent } from '../../db/battleSchema';
import type { AppDeps } from '../../appDeps';
import type { BattleDecision } from '../decideBattle';

/** What a mode is given to set up a battle: the repositories on the battle's transaction, the attacker, their team (null in random_team) and the request. */
export interface ModeSetup {
  /** `deps.db` is the battle's transaction. */
  deps: Pick<AppDeps, 'db' | 'repositories'>;
  playerId: string;
  /** The attacker's team at its cards' levels; null when the mode deals its own. */
  team: TeamInput | null;
  stageId: string | undefined;
  now: Date;
  /** A fresh uniformly random 32-bit number (CSPRNG): matchmaking picks, bot teams, random teams. */
  random: () => number;
  /** The PvP opponent offered with the battle's seed commitment (POST /api/battles/seed-commits?mode=pvp); null for other modes. */
  matched: StoredOpponent | null;
}

/** A battle a mode set up: both teams, the opponent, and what it costs. */
export interface PreparedBattle {
  /** The attacker's team (team 0) and the opponent's (team 1). */
  teams: [TeamInput, TeamInput];
  opponent: { kind: BattleSideKind; playerId: string | null; name: string };
  /** The defending player (their rating moves and the battle shows in their history), or null. */
  defenderId: string | null;
  stageId: string | null;
  floor: number | null;
  staminaCost: number;
}

/** What a mode settled after the engine played: the rewards, stars and rating changes (already written). */
export interface SettledBattle {
  rewards: RewardAmount[];
  stars: number | null;
  firstClear: boolean;
  attackerRating: { before: number; after: number } | null;
  defenderRating: { before: number; after: number } | null;
}

/**
 * One battle mode as a registered object: how it sets a battle up (teams, opponent, cost, its own refusals
 * thrown as BattleRefused) and how it settles one (rewards, progress, ratings), both inside the battle's
 * transaction. The use case (startBattle.ts) does everything the modes share.
 */
export interface BattleModeRules {
  mode: BattleMode;
  /** False when the mode deals both teams (the player names none). */
  usesPlayerTeam: boolean;
  /**
   * CPU-heavy set-up done before the battle's transaction opens, so the transaction never holds its locks (or, on the
   * embedded database, the whole database) through it: e.g. searching the next tower floor's placement into the
   * process cache. Reads here are unlocked hints; prepare still decides under the locks.
   */
  warm?(deps: Pick<AppDeps, 'db' | 'repositories'>, playerId: string): Promise<void>;
  prepare(setup: ModeSetup): Promise<PreparedBattle>;
  settle(setup: ModeSetup, prepared: PreparedBattle, decision: BattleDecision): Promise<SettledBattle>;
}
