import { randomUUID } from 'node:crypto';
import { and, asc, count, desc, eq, exists, gt, gte, isNotNull, isNull, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { StaminaRecord } from '../domain/economy/stamina';
import type { StoredOpponent } from './battleSchema';
import type { Db } from './database';
import { rowsOf } from './rowsOf';
import { accounts, battles, campaignProgress, cardInstances, invites, seedCommits, stamina, teams, teamUnits } from './schema';

/** A stored battle row (less `tx`, the storing transaction, which only the live feed reads). */
export type BattleRow = Omit<typeof battles.$inferSelect, 'tx'>;
/** A battle to store. */
export type NewBattleRow = typeof battles.$inferInsert;
/** A seed commitment row. */
export type SeedCommitRow = typeof seedCommits.$inferSelect;

/** The stored form of a battle just inserted, from what was inserted (every column given or defaulted here). */
function battleRowOf(row: NewBattleRow & { id: string; firstClear: boolean }): BattleRow {
  return {
    ...row,
    defenderId: row.defenderId ?? null,
    stageId: row.stageId ?? null,
    floor: row.floor ?? null,
    teamSlot: row.teamSlot ?? null,
    placements: row.placements ?? null,
    winner: row.winner ?? null,
    stars: row.stars ?? null,
    attackerRatingBefore: row.attackerRatingBefore ?? null,
    attackerRatingAfter: row.attackerRatingAfter ?? null,
    defenderRatingBefore: row.defenderRatingBefore ?? null,
    defenderRatingAfter: row.defenderRatingAfter ?? null,
  };
}

/** Filters of a history page; the cursor is the last row's (created_at, id) of the previous page. */
export interface HistoryFilter {
  mode?: string;
  result?: 'win' | 'loss' | 'draw';
  role?: 'attacker' | 'defender';
  before?: { createdAt: Date; id: string };
  limit: number;
}

/**
 * Battles, their seed commitments and campaign progress. Every method takes the database or a transaction first,
 * so the battle use case runs them in its one transaction. The start's fixed-shape statements are named prepared
 * statements: PostgreSQL parses and plans each once per pooled connection, and only its parameters travel after.
 */
export const battleRepository = {
  /**
   * Stores a new commitment (its secret seed stays on the server until a battle reveals it). Undefined when it names
   * an opponent and the player already has an open PvP commitment (seed_commits_open_pvp_idx): a concurrent request
   * made it first, and {@link openPvpCommit} reads that one.
   */
  async createCommit(
    db: Db,
    row: { accountId: string; serverSeed: string; serverSeedHash: string; createdAt: Date; expiresAt: Date; opponent: StoredOpponent | null },
  ): Promise<SeedCommitRow | undefined> {
    const [created] = await db.insert(seedCommits).values(row).onConflictDoNothing().returning();
    return created;
  },

  /** The player's open PvP commitment (unused, not expired at `now`): it carries the opponent offered to them. */
  async openPvpCommit(db: Db, accountId: string, now: Date): Promise<SeedCommitRow | undefined> {
    const [row] = await db
      .select()
      .from(seedCommits)
      .where(and(eq(seedCommits.accountId, accountId), isNotNull(seedCommits.opponent), isNull(seedCommits.usedAt), gt(seedCommits.expiresAt, now)));
    return row;
  },

  /**
   * Claims a commitment for one battle: a conditional update that succeeds only for the owner, unused and not
   * expired, so two battles can never share a server seed (the second finds `used_at` set).
   */
  async claimCommit(tx: Db, accountId: string, commitId: string, now: Date): Promise<SeedCommitRow | undefined> {
    const [row] = await tx
      .update(seedCommits)
      .set({ usedAt: now })
      .where(and(eq(seedCommits.id, commitId), eq(seedCommits.accountId, accountId), isNull(seedCommits.usedAt), sql`${seedCommits.expiresAt} > ${now}`))
      .returning();
    return row;
  },

  /**
   * Claims the commitment as {@link claimCommit} does, but only when no battle of the attacker holds `key` yet: the
   * idempotency lookup and the claim in one round trip. Run it after the attacker's stamina lock, so a statement
   * that starts then sees the battle of any earlier start under the same key. Undefined: the key is taken or the
   * claim failed (the caller asks which).
   */
  async claimCommitForNewKey(tx: Db, accountId: string, commitId: string, key: string, now: Date): Promise<SeedCommitRow | undefined> {
    const keyUsed = tx.select({ one: sql`1` }).from(battles).where(and(eq(battles.attackerId, accountId), eq(battles.idempotencyKey, key)));
    const [row] = await tx
      .update(seedCommits)
      .set({ usedAt: now })
      .where(
        and(
          eq(seedCommits.id, commitId),
          eq(seedCommits.accountId, accountId),
          isNull(seedCommits.usedAt),
          sql`${seedCommits.expiresAt} > ${now}`,
          sql`not ${exists(keyUsed)}`,
        ),
      )
      .returning()
      .prepare('battle_claim_commit_for_new_key')
      .execute();
    return row;
  },

  /**
   * Locks the attacker's stamina row FOR UPDATE (what serialises one player's starts) and reads, in the same round
   * trip, their display name and whether someone invited them (the invite milestone is skipped otherwise).
   */
  async lockAttacker(tx: Db, accountId: string): Promise<{ stamina: StaminaRecord; displayName: string; invited: boolean; firstRun: string }> {
    const [row] = await tx
      .select({
        value: stamina.value,
        asOf: stamina.asOf,
        displayName: accounts.displayName,
        firstRun: accounts.firstRun,
        invited: exists(tx.select({ one: sql`1` }).from(invites).where(eq(invites.inviteeId, accountId))),
      })
      .from(stamina)
      .innerJoin(accounts, eq(accounts.id, stamina.accountId))
      .where(eq(stamina.accountId, accountId))
      .for('update', { of: stamina })
      .prepare('battle_lock_attacker')
      .execute();
    if (!row) throw new Error(`account ${accountId} has no stamina row`);
    return { stamina: { value: row.value, asOf: row.asOf }, displayName: row.displayName, invited: Boolean(row.invited), firstRun: row.firstRun };
  },

  /**
   * A saved team's copies that the account owns, locked FOR UPDATE in id order (as cardRepository.lockOwned), with
   * their positions, the team's name and how many units the slot holds, in one round trip. Fewer rows than
   * `members` (a copy no longer the player's) or none (no such team) tell the caller to take the detailed path.
   */
  lockSavedTeam(tx: Db, accountId: string, slot: number) {
    return tx
      .select({
        id: cardInstances.id,
        cardId: cardInstances.cardId,
        level: cardInstances.level,
        lockedBy: cardInstances.lockedBy,
        burnedAt: cardInstances.burnedAt,
        position: teamUnits.position,
        name: teams.name,
        members: sql<number>`(select count(*) from ${teamUnits} m where m.account_id = ${accountId} and m.slot = ${slot})`.mapWith(Number),
      })
      .from(teamUnits)
      .innerJoin(teams, and(eq(teams.accountId, teamUnits.accountId), eq(teams.slot, teamUnits.slot)))
      .innerJoin(cardInstances, and(eq(cardInstances.id, teamUnits.instanceId), eq(cardInstances.accountId, teamUnits.accountId)))
      .where(and(eq(teamUnits.accountId, accountId), eq(teamUnits.slot, slot)))
      .orderBy(asc(cardInstances.id))
      .for('update', { of: cardInstances })
      .prepare('battle_lock_saved_team')
      .execute();
  },

  /** A commitment of the account (to say why a claim failed). */
  async findCommit(db: Db, accountId: string, commitId: string): Promise<SeedCommitRow | undefined> {
    const [row] = await db.select().from(seedCommits).where(and(eq(seedCommits.id, commitId), eq(seedCommits.accountId, accountId)));
    return row;
  },

  /** Deletes unused commitments expired at `now` (housekeeping when new ones are made; an expired offer goes too). */
  async pruneCommits(db: Db, accountId: string, now: Date): Promise<void> {
    await db.delete(seedCommits).where(and(eq(seedCommits.accountId, accountId), isNull(seedCommits.usedAt), lte(seedCommits.expiresAt, now)));
  },

  /** The battle an attacker started under an idempotency key, if any. */
  async findByKey(db: Db, attackerId: string, key: string): Promise<BattleRow | undefined> {
    const [row] = await db.select().from(battles).where(and(eq(battles.attackerId, attackerId), eq(battles.idempotencyKey, key)));
    return row;
  },

  /**
   * Stores a new battle (its id made here, so nothing needs reading back) and writes the attacker's stamina after
   * the spend in the same statement (a data-modifying CTE): one round trip instead of two. Run it under the
   * attacker's stamina lock ({@link lockAttacker}), in the transaction that read the stamina it replaces.
   */
  async insertSpendingStamina(tx: Db, row: NewBattleRow & { attackerId: string }, spent: StaminaRecord): Promise<BattleRow> {
    const r = { ...row, id: randomUUID(), firstClear: row.firstClear ?? false };
    // Written out rather than built with Drizzle's insert builder, which cost about half a millisecond per start
    // mapping thirty columns (docs/SERVER.md "Battle starts"); the answer test compares it with the stored row.
    await tx.execute(sql`with spent as (update ${stamina} set value = ${spent.value}, as_of = ${spent.asOf.toISOString()}::timestamptz where account_id = ${r.attackerId})
      insert into ${battles} (id, attacker_id, idempotency_key, attacker_name, mode, defender_id, opponent_kind, opponent_name, stage_id, floor,
        team_slot, placements, input, rules_version, seed, server_seed, server_seed_hash, client_seed, event_hash, winner, rounds, rewards, stamina_cost,
        stars, first_clear, attacker_rating_before, attacker_rating_after, defender_rating_before, defender_rating_after, created_at)
      values (${r.id}, ${r.attackerId}, ${r.idempotencyKey}, ${r.attackerName}, ${r.mode}, ${r.defenderId ?? null}, ${r.opponentKind}, ${r.opponentName},
        ${r.stageId ?? null}, ${r.floor ?? null}, ${r.teamSlot ?? null}, ${r.placements ? JSON.stringify(r.placements) : null}::jsonb, ${JSON.stringify(r.input)}::jsonb, ${r.rulesVersion}, ${r.seed}, ${r.serverSeed},
        ${r.serverSeedHash}, ${r.clientSeed}, ${r.eventHash}, ${r.winner ?? null}, ${r.rounds}, ${JSON.stringify(r.rewards)}::jsonb, ${r.staminaCost},
        ${r.stars ?? null}, ${r.firstClear}, ${r.attackerRatingBefore ?? null}, ${r.attackerRatingAfter ?? null}, ${r.defenderRatingBefore ?? null},
        ${r.defenderRatingAfter ?? null}, ${r.createdAt.toISOString()}::timestamptz)`);
    return battleRowOf(r);
  },

  /** A battle by id. */
  async get(db: Db, id: string): Promise<BattleRow | undefined> {
    const [row] = await db.select().from(battles).where(eq(battles.id, id));
    return row;
  },

  /** PvP battles the player started since `since` (the daily limit; read under the player's stamina lock). */
  async pvpStartedSince(db: Db, attackerId: string, since: Date): Promise<number> {
    const [row] = await db
      .select({ n: count() })
      .from(battles)
      .where(and(eq(battles.attackerId, attackerId), eq(battles.mode, 'pvp'), gte(battles.createdAt, since)));
    return Number(row?.n ?? 0);
  },

  /** A page of the player's battles (as attacker or defender), newest first, filtered. */
  async history(db: Db, accountId: string, filter: HistoryFilter): Promise<BattleRow[]> {
    const asAttacker = eq(battles.attackerId, accountId);
    const asDefender = eq(battles.defenderId, accountId);
    const conditions: (SQL | undefined)[] = [
      filter.role === 'attacker' ? asAttacker : filter.role === 'defender' ? asDefender : or(asAttacker, asDefender),
    ];
    if (filter.mode) conditions.push(eq(battles.mode, filter.mode));
    if (filter.result) {
      // The result is the viewer's: the attacker wins with winner 0, a defender with winner 1.
      const mine = sql`case when ${battles.attackerId} = ${accountId} then 0 else 1 end`;
      conditions.push(
        filter.result === 'draw' ? isNull(battles.winner) : filter.result === 'win' ? sql`${battles.winner} = ${mine}` : sql`${battles.winner} = 1 - ${mine}`,
      );
    }
    if (filter.before) {
      const { createdAt, id } = filter.before;
      conditions.push(or(lt(battles.createdAt, createdAt), and(eq(battles.createdAt, createdAt), lt(battles.id, id))));
    }
    return db
      .select()
      .from(battles)
      .where(and(...conditions))
      .orderBy(desc(battles.createdAt), desc(battles.id))
      .limit(filter.limit);
  },

  /** A player's display name (stored on the battle as it was then). */
  async displayName(db: Db, accountId: string): Promise<string> {
    const [row] = await db.select({ name: accounts.displayName }).from(accounts).where(eq(accounts.id, accountId));
    if (!row) throw new Error(`account ${accountId} does not exist`);
    return row.name;
  },

  /** Every stage the player has won, with its best stars. */
  campaignProgress(db: Db, accountId: string): Promise<{ stageId: string; stars: number }[]> {
    return db
      .select({ stageId: campaignProgress.stageId, stars: campaignProgress.stars })
      .from(campaignProgress)
      .where(eq(campaignProgress.accountId, accountId))
      .orderBy(asc(campaignProgress.stageId));
  },

  /**
   * Records a campaign win: the stage's row is created (first clear) or its best stars raised. Returns whether
   * this was the first clear and how many stars the player's total gained. Runs under the player's stamina lock,
   * so one player's wins are applied one at a time.
   */
  async recordCampaignWin(tx: Db, accountId: string, stageId: string, stars: number, now: Date): Promise<{ firstClear: boolean; starGain: number }> {
    // One statement: the upsert, and the stars before it from the statement's snapshot (no other writer: the lock).
    const [row] = await rowsOf<{ stars: number; before: number | null }>(
      tx,
      sql`with before as (select stars from ${campaignProgress} where account_id = ${accountId} and stage_id = ${stageId})
        insert into ${campaignProgress} (account_id, stage_id, stars, wins, first_cleared_at) values (${accountId}, ${stageId}, ${stars}, 1, ${now})
        on conflict (account_id, stage_id) do update set stars = greatest(${campaignProgress}.stars, excluded.stars), wins = ${campaignProgress}.wins + 1
        returning stars, (select stars from before) as before`,
    );
    if (!row) throw new Error('campaign progress upsert returned nothing');
    if (row.before === null) return { firstClear: true, starGain: Number(row.stars) };
    return { firstClear: false, starGain: Number(row.stars) - Number(row.before) };
  },
};

/** See {@link battleRepository}. */
export type BattleRepository = typeof battleRepository;
