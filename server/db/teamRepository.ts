import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { SavedTeam, TeamPlacement } from '../../src/contracts/teams/savedTeam';
import type { Db } from './database';
import { accounts, cardInstances, teams, teamUnits } from './schema';

/** A saved team row. */
export type TeamRow = typeof teams.$inferSelect;

/**
 * Saved teams and their placed copies. Every method takes the database or a transaction first, so a use case
 * runs several in one transaction. Lock order everywhere: the account row, the team row, then card rows in id order.
 */
export const teamRepository = {
  /**
   * Serialises the team writes of one account (FOR NO KEY UPDATE of its account row, which leaves inserts that
   * reference the account alone): which team is the defence team depends on all of its teams, so two first
   * saves in different slots must not both see "no defence team yet".
   */
  async lockAccount(tx: Db, accountId: string): Promise<void> {
    await tx.select({ id: accounts.id }).from(accounts).where(eq(accounts.id, accountId)).for('no key update');
  },

  /** Every saved team of an account with its copies (card and current level), by slot. */
  async list(db: Db, accountId: string): Promise<SavedTeam[]> {
    const rows = await db.select().from(teams).where(eq(teams.accountId, accountId)).orderBy(asc(teams.slot));
    if (rows.length === 0) return [];
    const members = await db
      .select({ slot: teamUnits.slot, instanceId: teamUnits.instanceId, position: teamUnits.position, cardId: cardInstances.cardId, level: cardInstances.level })
      .from(teamUnits)
      .innerJoin(cardInstances, eq(cardInstances.id, teamUnits.instanceId))
      .where(eq(teamUnits.accountId, accountId))
      .orderBy(asc(teamUnits.slot), asc(teamUnits.position));
    return rows.map((t) => ({
      slot: t.slot,
      name: t.name,
      defence: t.isDefence,
      updatedAt: t.updatedAt.toISOString(),
      units: members.filter((m) => m.slot === t.slot).map(({ instanceId, position, cardId, level }) => ({ instanceId, position, cardId, level })),
    }));
  },

  /** Creates or renames a slot's team and takes its row lock (so concurrent saves of one slot queue). */
  async upsert(tx: Db, accountId: string, slot: number, name: string, now: Date): Promise<void> {
    await tx
      .insert(teams)
      .values({ accountId, slot, name, updatedAt: now })
      .onConflictDoUpdate({ target: [teams.accountId, teams.slot], set: { name, updatedAt: now } });
  },

  /** A slot's team row, locked FOR UPDATE; undefined when the slot is empty. */
  async lock(tx: Db, accountId: string, slot: number): Promise<TeamRow | undefined> {
    const [row] = await tx.select().from(teams).where(and(eq(teams.accountId, accountId), eq(teams.slot, slot))).for('update');
    return row;
  },

  /** Ids of the copies placed in a slot. */
  async memberIds(tx: Db, accountId: string, slot: number): Promise<string[]> {
    const rows = await tx.select({ id: teamUnits.instanceId }).from(teamUnits).where(and(eq(teamUnits.accountId, accountId), eq(teamUnits.slot, slot)));
    return rows.map((r) => r.id);
  },

  /** Replaces the copies of a slot's team. */
  async replaceUnits(tx: Db, accountId: string, slot: number, placements: readonly TeamPlacement[]): Promise<void> {
    await tx.delete(teamUnits).where(and(eq(teamUnits.accountId, accountId), eq(teamUnits.slot, slot)));
    if (placements.length === 0) return;
    await tx.insert(teamUnits).values(placements.map((p) => ({ accountId, slot, instanceId: p.instanceId, position: p.position })));
  },

  /** Deletes a slot's team (its copies go with it). */
  async remove(tx: Db, accountId: string, slot: number): Promise<void> {
    await tx.delete(teams).where(and(eq(teams.accountId, accountId), eq(teams.slot, slot)));
  },

  /**
   * Rewrites card_instances.locked_by for `ids` from membership: 'team' while the copy is in some saved team, null
   * otherwise; a market lock is left alone. The caller holds the copies' row locks, so nothing changes in between.
   */
  async syncLocks(tx: Db, accountId: string, ids: readonly string[]): Promise<void> {
    if (ids.length === 0) return;
    const inTeam = sql`exists (select 1 from ${teamUnits} where ${teamUnits.instanceId} = ${cardInstances.id})`;
    await tx
      .update(cardInstances)
      .set({ lockedBy: sql`case when ${inTeam} then 'team' else null end` })
      .where(
        and(
          eq(cardInstances.accountId, accountId),
          inArray(cardInstances.id, [...ids]),
          sql`${cardInstances.burnedAt} is null`,
          sql`${cardInstances.lockedBy} is distinct from 'market'`,
        ),
      );
  },

  /** Makes `slot` the defence team (null: none); two statements, so the one-defence index never sees two. */
  async setDefence(tx: Db, accountId: string, slot: number | null): Promise<void> {
    await tx.update(teams).set({ isDefence: false }).where(and(eq(teams.accountId, accountId), eq(teams.isDefence, true)));
    if (slot !== null) await tx.update(teams).set({ isDefence: true }).where(and(eq(teams.accountId, accountId), eq(teams.slot, slot)));
  },

  /** The slot of the defence team, or null. */
  async defenceSlot(tx: Db, accountId: string): Promise<number | null> {
    const [row] = await tx.select({ slot: teams.slot }).from(teams).where(and(eq(teams.accountId, accountId), eq(teams.isDefence, true)));
    return row?.slot ?? null;
  },

  /** The lowest used slot, or null when the player has no team. */
  async firstSlot(tx: Db, accountId: string): Promise<number | null> {
    const [row] = await tx.select({ slot: teams.slot }).from(teams).where(eq(teams.accountId, accountId)).orderBy(asc(teams.slot)).limit(1);
    return row?.slot ?? null;
  },
};

/** See {@link teamRepository}. */
export type TeamRepository = typeof teamRepository;
