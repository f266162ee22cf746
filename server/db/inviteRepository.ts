import { randomInt } from 'node:crypto';
import { and, asc, count, desc, eq, gte, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from './database';
import { accounts, sessions } from './accountSchema';
import { inviteCodes, inviteMilestones, invites } from './inviteSchema';
import { rowsOf } from './rowsOf';

/** An invite row. */
export type InviteRow = typeof invites.$inferSelect;

// No 0/O, 1/I/L: codes are read aloud and typed from screenshots.
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const CODE_LENGTH = 8;

/** The advisory lock class of invite trees (the second key is a tree root's lock number, {@link treeLockOf}). */
export const INVITE_TREE_LOCK_CLASS = 0x7463_6974;

/** A root's lock number: the first 32 bits of its uuid (a shared number only makes two trees take turns). */
function treeLockOf(accountId: string): number {
  return Number.parseInt(accountId.slice(0, 8), 16) | 0;
}

function newCode(): string {
  let code = '';
  for (let i = 0; i < CODE_LENGTH; i += 1) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return code;
}

/** Invite codes, invites and reached milestones. Every method takes the database or a transaction. */
export const inviteRepository = {
  /** The account's code, made now if it has none (a clash of random codes retries with another). */
  async ensureCode(db: Db, accountId: string): Promise<string> {
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const [existing] = await db.select({ code: inviteCodes.code }).from(inviteCodes).where(eq(inviteCodes.accountId, accountId));
      if (existing) return existing.code;
      await db.insert(inviteCodes).values({ accountId, code: newCode() }).onConflictDoNothing();
    }
    throw new Error('could not allocate an invite code');
  },

  /** The owner of a code (case-insensitive: codes are upper case), locked so one inviter's claims run in turn. */
  async lockCodeOwner(tx: Db, code: string): Promise<string | undefined> {
    const [row] = await tx.select({ accountId: inviteCodes.accountId }).from(inviteCodes).where(eq(inviteCodes.code, code.toUpperCase())).for('update');
    return row?.accountId;
  },

  /** The invite that brought an account, if any. */
  async inviteOf(db: Db, inviteeId: string): Promise<InviteRow | undefined> {
    const [row] = await db.select().from(invites).where(eq(invites.inviteeId, inviteeId));
    return row;
  },

  /**
   * The root of the invite tree an account is in: the end of its chain of inviters (itself when nobody invited it),
   * in one round trip. Invites form a tree (claimInvite refuses a loop), so the walk ends; the depth cap is a guard.
   */
  async rootOf(db: Db, accountId: string): Promise<string> {
    const [row] = await rowsOf<{ id: string }>(db, sql`with recursive chain(id, depth) as (
        select ${accountId}::uuid, 0
        union all
        select i.inviter_id, c.depth + 1 from ${invites} i join chain c on i.invitee_id = c.id where c.depth < 100000
      ) select id from chain order by depth desc limit 1`);
    return row?.id ?? accountId;
  },

  /**
   * Locks invite trees by their roots until `tx` ends (transaction-scoped advisory locks, taken in one order so two
   * claims never wait on each other in a circle): a claim that joins two trees holds both, so no other claim can
   * re-root either of them meanwhile.
   */
  async lockTrees(tx: Db, roots: readonly string[]): Promise<void> {
    const keys = [...new Set(roots.map(treeLockOf))].sort((a, b) => a - b);
    for (const key of keys) await tx.execute(sql`select pg_advisory_xact_lock(${INVITE_TREE_LOCK_CLASS}, ${key})`);
  },

  /** Records an invite (one per invitee for life: the primary key). */
  async insert(tx: Db, row: typeof invites.$inferInsert): Promise<InviteRow | undefined> {
    const [inserted] = await tx.insert(invites).values(row).onConflictDoNothing().returning();
    return inserted;
  },

  /** Counting invites of an inviter, in all and from one address. */
  async countingOf(db: Db, inviterId: string, ip: string | null): Promise<{ total: number; fromAddress: number }> {
    const [total] = await db.select({ n: count() }).from(invites).where(and(eq(invites.inviterId, inviterId), eq(invites.status, 'counting')));
    const [fromAddress] = ip ? await db.select({ n: count() }).from(invites).where(and(eq(invites.inviterId, inviterId), eq(invites.status, 'counting'), eq(invites.ip, ip))) : [{ n: 0 }];
    return { total: Number(total?.n ?? 0), fromAddress: Number(fromAddress?.n ?? 0) };
  },

  /** Whether a device id already brought a counting invite (to anyone). */
  async deviceCounted(db: Db, deviceId: string): Promise<boolean> {
    const [row] = await db.select({ n: count() }).from(invites).where(and(eq(invites.deviceId, deviceId), eq(invites.status, 'counting')));
    return Number(row?.n ?? 0) > 0;
  },

  /** Whether the inviter used this device id themselves (their own invite claim recorded it). */
  async deviceOfAccount(db: Db, accountId: string, deviceId: string): Promise<boolean> {
    const [row] = await db.select({ n: count() }).from(invites).where(and(eq(invites.inviteeId, accountId), eq(invites.deviceId, deviceId)));
    return Number(row?.n ?? 0) > 0;
  },

  /** Whether an account signed in from `ip` since `since` (its sessions record the client address). */
  async signedInFrom(db: Db, accountId: string, ip: string, since: Date, exceptAccount: string): Promise<boolean> {
    const [row] = await db
      .select({ n: count() })
      .from(sessions)
      .where(and(eq(sessions.accountId, accountId), ne(sessions.accountId, exceptAccount), eq(sessions.ip, ip), gte(sessions.lastSeenAt, since), isNull(sessions.revokedAt)));
    return Number(row?.n ?? 0) > 0;
  },

  /** When an account was created, and its name. */
  async account(db: Db, accountId: string): Promise<{ createdAt: Date; displayName: string } | undefined> {
    const [row] = await db.select({ createdAt: accounts.createdAt, displayName: accounts.displayName }).from(accounts).where(eq(accounts.id, accountId));
    return row;
  },

  /** Marks a milestone reached, once; true when this call was the first. */
  async reach(tx: Db, inviteeId: string, milestone: string, points: number, now: Date): Promise<boolean> {
    const rows = await tx.insert(inviteMilestones).values({ inviteeId, milestone, points, reachedAt: now }).onConflictDoNothing().returning({ inviteeId: inviteMilestones.inviteeId });
    return rows.length > 0;
  },

  /** An inviter's invitees (newest first, at most 500) with their names. */
  invitees(db: Db, inviterId: string): Promise<(InviteRow & { displayName: string })[]> {
    return db
      .select({
        inviteeId: invites.inviteeId,
        inviterId: invites.inviterId,
        code: invites.code,
        ip: invites.ip,
        deviceId: invites.deviceId,
        status: invites.status,
        createdAt: invites.createdAt,
        displayName: accounts.displayName,
      })
      .from(invites)
      .innerJoin(accounts, eq(accounts.id, invites.inviteeId))
      .where(eq(invites.inviterId, inviterId))
      .orderBy(desc(invites.createdAt))
      .limit(500);
  },

  /** The milestones some invitees reached, oldest first. */
  milestonesOf(db: Db, inviteeIds: readonly string[]) {
    if (inviteeIds.length === 0) return Promise.resolve([]);
    return db.select().from(inviteMilestones).where(inArray(inviteMilestones.inviteeId, [...inviteeIds])).orderBy(asc(inviteMilestones.reachedAt));
  },
};
