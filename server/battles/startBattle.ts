import { randomInt } from 'node:crypto';
import type { AppDeps } from '../appDeps';
import type { Balances } from '../../src/contracts/accounts/currency';
import type { StaminaView } from '../../src/contracts/accounts/stamina';
import { refuse, succeed, type Outcome } from '../../src/contracts/api/refusal';
import { deriveBattleSeed } from '../../src/rules/battles/seedFairness';
import type { BattleInputData } from '../../src/contracts/battles/battleInput';
import type { StartBattleBody } from '../../src/contracts/battles/battleEndpoints';
import type { BattleRecord } from '../../src/contracts/battles/battleRecord';
import type { TeamPlacement } from '../../src/contracts/teams/savedTeam';
import { RULES } from '../../src/engine';
import { type BattleRow } from '../db/battleRepository';
import { firstRunMoves } from '../db/firstRunRepository';
import { LedgerRefusal } from '../db/ledgerRepository';
import { serverKey, type LedgerKey } from '../domain/economy/ledgerKey';
import { spendStamina, staminaView } from '../domain/economy/stamina';
import type { BattleRefusalReason } from '../../src/contracts/battles/battleRefusalReason';
import { recordInviteMilestone } from '../invites/recordInviteMilestone';
import { recordQuestProgress } from '../quests/recordQuestProgress';
import { teamSynergies } from '../../src/rules/teams/teamSynergies';
import { battleRecordOf } from './battleRecordOf';
import { BattleRefused, refuseBattle } from './battleRefused';
import { BATTLE_MODES } from './modes/battleModeRegistry';
import type { ModeSetup } from './modes/battleModeRules';
import { playerBattleTeam, type PlayerBattleTeam } from './playerBattleTeam';

/** What starting a battle takes from the app's dependencies (and, for tests, the random source). */
export type StartBattleDeps = Pick<AppDeps, 'db' | 'repositories' | 'stamina' | 'simulate'> & {
  /** Uniform 32-bit numbers for matchmaking and generated teams (default: the CSPRNG). */
  random?: () => number;
};

/** What a start answers. */
export interface StartedBattle {
  battle: BattleRecord;
  balances: Balances;
  stamina: StaminaView;
  /** True when the key was used before: the first battle is returned, nothing was spent or paid again. */
  replayed: boolean;
}

const cryptoRandom = (): number => randomInt(0, 2 ** 32 - 1);

/** The ledger key of a battle's reward: one per battle, so a reward can never be paid twice. */
function rewardKey(battleId: string): LedgerKey {
  return serverKey('battle-reward', battleId);
}

/** The part of a start request a retry under the same key changed (the 409's `differs`), in the order checked. */
export type RequestPart = 'mode' | 'stage' | 'team' | 'commitment' | 'client_seed';

/**
 * What a retry under a used key changed against the stored battle's request (mode, stage, the saved slot or the
 * placed copies and their cells, the commitment, the client seed), or null when it is the same request (a retry).
 */
async function changedPart(deps: Pick<AppDeps, 'db' | 'repositories'>, row: BattleRow, playerId: string, body: StartBattleBody): Promise<RequestPart | null> {
  if (row.mode !== body.mode) return 'mode';
  if ((row.stageId ?? undefined) !== body.stageId) return 'stage';
  if ((row.teamSlot ?? undefined) !== body.teamSlot || !samePlacements(row.placements, body.units)) return 'team';
  const commit = await deps.repositories.battles.findCommit(deps.db, playerId, body.commitId);
  if (commit?.serverSeedHash !== row.serverSeedHash) return 'commitment';
  if (row.clientSeed !== body.clientSeed) return 'client_seed';
  return null;
}

/** Whether two requests placed the same copies on the same cells, in the same order (none on either side: equal). */
function samePlacements(stored: readonly TeamPlacement[] | null, asked: readonly TeamPlacement[] | undefined): boolean {
  const a = stored ?? [];
  const b = asked ?? [];
  return a.length === b.length && a.every((p, i) => p.instanceId === b[i]!.instanceId && p.position === b[i]!.position);
}

/** Says why a commitment could not be claimed (the claim itself found nothing to update). */
async function unclaimable(deps: Pick<AppDeps, 'db' | 'repositories'>, playerId: string, commitId: string): Promise<never> {
  const commit = await deps.repositories.battles.findCommit(deps.db, playerId, commitId);
  if (!commit) return refuseBattle('commit_not_found');
  return refuseBattle(commit.usedAt ? 'commit_used' : 'commit_expired');
}

/**
 * POST /api/battles, in ONE transaction (docs/GAME_RULES.md "Server battles"):
 * 1. lock the player's stamina row: this player's starts run one at a time, so a retried key finds the first
 *    battle (answered again, nothing spent) and per-player progress (tower floor, daily limit) is read safely;
 * 2. claim the seed commitment unless the key was used (single use; a PvP one names the opponent offered to the
 *    player and starts only a PvP battle); a used key answers its first battle if the request is the same, else
 *    409 naming what differs;
 * 3. build the player's team (their live copies, not on the market, locked; engine-validated);
 * 4. the mode sets the battle up (stage unlocked, next floor, matchmaking …); spend its stamina cost;
 *    seed = HMAC(serverSeed, clientSeed);
 * 5. run the engine; the mode settles (progress, ratings with both rows locked in id order);
 * 6. store the battle with the stamina write in the same statement, pay the rewards through the ledger (one
 *    movement per battle), count the saved team.
 * Any refusal throws inside the transaction, so nothing of it is kept. Round trips are counted
 * (docs/SERVER.md "Battle starts"): reads ride on the statements that lock or write, so a usual start is five to eight.
 */
export async function startBattle(
  deps: StartBattleDeps,
  input: { playerId: string; body: StartBattleBody; now: Date },
): Promise<Outcome<StartedBattle, BattleRefusalReason>> {
  const { playerId, body, now } = input;
  const rules = BATTLE_MODES[body.mode];
  const random = deps.random ?? cryptoRandom;
  try {
    await rules.warm?.(deps, playerId);
    return await deps.db.transaction(async (tx) => {
      const attacker = await deps.repositories.battles.lockAttacker(tx, playerId);
      const current = attacker.stamina;
      // The idempotency lookup rides on the claim (one round trip): a claim only happens for a key not used yet.
      const claimed = await deps.repositories.battles.claimCommitForNewKey(tx, playerId, body.commitId, body.idempotencyKey, now);
      if (!claimed) {
        const previous = await deps.repositories.battles.findByKey(tx, playerId, body.idempotencyKey);
        if (previous) {
          const differs = await changedPart({ ...deps, db: tx }, previous, playerId, body);
          if (differs) return refuse('idempotency_conflict', { differs });
          return succeed({ battle: battleRecordOf(previous), balances: await deps.repositories.ledger.balances(tx, playerId), stamina: staminaView(current, now, deps.stamina), replayed: true });
        }
        return unclaimable({ ...deps, db: tx }, playerId, body.commitId);
      }
      const commit = claimed;
      // A PvP commitment carries the player's offered opponent and starts only a PvP battle; a PvP battle needs one
      // (docs/GAME_RULES.md "The offered opponent"): no mode can be used to skip or re-roll the offer.
      if ((commit.opponent !== null) !== (body.mode === 'pvp')) refuseBattle('commit_wrong_mode', { mode: body.mode });
      // A refusal below (team, mode, stamina) throws, which rolls the claim back.
      const own: PlayerBattleTeam | null = rules.usesPlayerTeam ? await playerBattleTeam({ ...deps, db: tx }, playerId, body) : null;
      const setup: ModeSetup = { deps: { ...deps, db: tx }, playerId, team: own?.team ?? null, stageId: body.stageId, now, random, matched: commit.opponent };
      const prepared = await rules.prepare(setup);
      const spent = spendStamina(current, prepared.staminaCost, now, deps.stamina);
      if (!spent.ok) refuseBattle('insufficient_stamina', { needed: spent.needed, current: spent.current });
      const battleInput = { seed: deriveBattleSeed(commit.serverSeed, body.clientSeed), rulesVersion: RULES.version, teams: prepared.teams.map((t) => ({ units: [...t.units] })) as BattleInputData['teams'] };
      const decision = await deps.simulate(battleInput);
      const settled = await rules.settle(setup, prepared, decision);
      const row = await deps.repositories.battles.insertSpendingStamina(
        tx,
        {
          attackerId: playerId,
          attackerName: attacker.displayName,
          idempotencyKey: body.idempotencyKey,
          mode: body.mode,
          defenderId: prepared.defenderId,
          opponentKind: prepared.opponent.kind,
          opponentName: prepared.opponent.name,
          stageId: prepared.stageId,
          floor: prepared.floor,
          teamSlot: own?.saved?.slot ?? null,
          placements: body.units ? [...body.units] : null,
          input: battleInput,
          rulesVersion: battleInput.rulesVersion,
          seed: battleInput.seed,
          serverSeed: commit.serverSeed,
          serverSeedHash: commit.serverSeedHash,
          clientSeed: body.clientSeed,
          eventHash: decision.hash,
          winner: decision.winner,
          rounds: decision.rounds,
          rewards: settled.rewards,
          staminaCost: prepared.staminaCost,
          stars: settled.stars,
          firstClear: settled.firstClear,
          attackerRatingBefore: settled.attackerRating?.before ?? null,
          attackerRatingAfter: settled.attackerRating?.after ?? null,
          defenderRatingBefore: settled.defenderRating?.before ?? null,
          defenderRatingAfter: settled.defenderRating?.after ?? null,
          createdAt: now,
        },
        spent.record,
      );
      // The ledger answers the balances after the reward; with no reward they are read.
      const balances =
        settled.rewards.length > 0
          ? (await deps.repositories.ledger.post(tx, { accountId: playerId, reason: 'battle_reward', reference: row.id, idempotencyKey: rewardKey(row.id), legs: settled.rewards })).balances
          : await deps.repositories.ledger.balances(tx, playerId);
      // The first-run guide's fights end with a campaign win (read with the attacker's lock: no statement when it is over).
      if (body.mode === 'campaign' && decision.winner === 0 && firstRunMoves(attacker.firstRun, 'campaign_won')) await deps.repositories.firstRun.moveFirstRunIn(tx, playerId, 'campaign_won');
      if (own?.saved) {
        await deps.repositories.rankings.recordTeamBattle(tx, { accountId: playerId, ...own.saved, power: own.power, cardIds: own.cardIds, won: decision.winner === 0, now });
      }
      // Daily quests count the battle in its own transaction (docs/GAME_RULES.md "Daily quests and the streak").
      const playerTeam = prepared.teams[0];
      await recordQuestProgress({ ...deps, db: tx }, playerId, { kind: 'battle', pvp: body.mode === 'pvp', won: decision.winner === 0, stars: settled.stars ?? 0, synergy: () => teamSynergies(playerTeam.units).some((s) => s.level > 0) }, now);
      // An invitee's first win pays their inviter (docs/ECONOMY.md "Invites"); later wins change nothing.
      if (decision.winner === 0 && attacker.invited) await recordInviteMilestone({ ...deps, db: tx }, playerId, 'first_battle_won', now);
      return succeed({ battle: battleRecordOf(row), balances, stamina: staminaView(spent.record, now, deps.stamina), replayed: false });
    });
  } catch (error) {
    if (error instanceof BattleRefused) return error.refusal;
    // Reward keys are per battle id in the server's namespace, so this is not expected; still a 409, never a 500.
    if (error instanceof LedgerRefusal) return refuse('idempotency_conflict');
    throw error;
  }
}
