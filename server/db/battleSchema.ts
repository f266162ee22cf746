import { sql } from 'drizzle-orm';
import { bigint, boolean, check, customType, index, integer, jsonb, pgTable, primaryKey, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { BattleInputData } from '../../src/contracts/battles/battleInput';
import type { BattleReward } from '../../src/contracts/battles/battleReward';
import type { TeamPlacement } from '../../src/contracts/teams/savedTeam';
import { accounts } from './accountSchema';

/** PostgreSQL's 64-bit transaction id (never wraps), read as its decimal text. */
const xid8 = customType<{ data: string; driverData: string }>({ dataType: () => 'xid8' });

/** A PvP opponent bound to a seed commitment: who (a player or a bot), their rating then, and the team fought. */
export interface StoredOpponent {
  kind: 'player' | 'bot';
  playerId: string | null;
  name: string;
  rating: number;
  team: { units: { cardId: string; level: number; position: number }[] };
}

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * Commit–reveal server seeds (docs/GAME_RULES.md "Fair seeds"): drawn and hashed before the player locks a team,
 * used by exactly one battle (`used_at` is set by a conditional update), revealed with it. A player has at most one
 * open PvP commitment (its opponent is the player's offer, docs/GAME_RULES.md "The offered opponent"): the partial
 * unique index makes concurrent requests agree on one.
 */
export const seedCommits = pgTable(
  'seed_commits',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    serverSeed: text('server_seed').notNull(),
    serverSeedHash: text('server_seed_hash').notNull(),
    createdAt: timestamptz('created_at').notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
    usedAt: timestamptz('used_at'),
    /** The PvP opponent matched when the commitment was made (`?mode=pvp`), fought by its battle; else null. */
    opponent: jsonb('opponent').$type<StoredOpponent>(),
  },
  (t) => [
    index('seed_commits_account_idx').on(t.accountId, t.createdAt),
    uniqueIndex('seed_commits_open_pvp_idx').on(t.accountId).where(sql`${t.opponent} is not null and ${t.usedAt} is null`),
  ],
);

/**
 * Every battle the server decided: the inputs that re-run it, the seed's commit–reveal parts, the verdict, what
 * it paid and how ratings moved. Team 0 of `input` is the attacker. One row per (attacker, idempotency key).
 */
export const battles = pgTable(
  'battles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    attackerId: uuid('attacker_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    idempotencyKey: text('idempotency_key').notNull(),
    /** The attacker's display name when the battle was fought (shown to defenders and on share links). */
    attackerName: text('attacker_name').notNull(),
    mode: text('mode').notNull(),
    /** The defending player (PvP against a real defence team), else null. */
    defenderId: uuid('defender_id').references(() => accounts.id, { onDelete: 'set null' }),
    opponentKind: text('opponent_kind').notNull(),
    opponentName: text('opponent_name').notNull(),
    stageId: text('stage_id'),
    floor: integer('floor'),
    /** The attacker's saved team slot, when the battle was fought with one (team rankings). */
    teamSlot: integer('team_slot'),
    /** The copies the request placed (instance and cell), when it named no saved slot: a retry must name the same. */
    placements: jsonb('placements').$type<TeamPlacement[]>(),
    input: jsonb('input').$type<BattleInputData>().notNull(),
    rulesVersion: integer('rules_version').notNull(),
    seed: bigint('seed', { mode: 'number' }).notNull(),
    serverSeed: text('server_seed').notNull(),
    serverSeedHash: text('server_seed_hash').notNull(),
    clientSeed: text('client_seed').notNull(),
    eventHash: text('event_hash').notNull(),
    winner: smallint('winner'),
    rounds: integer('rounds').notNull(),
    rewards: jsonb('rewards').$type<BattleReward>().notNull(),
    staminaCost: integer('stamina_cost').notNull(),
    stars: smallint('stars'),
    firstClear: boolean('first_clear').notNull().default(false),
    attackerRatingBefore: integer('attacker_rating_before'),
    attackerRatingAfter: integer('attacker_rating_after'),
    defenderRatingBefore: integer('defender_rating_before'),
    defenderRatingAfter: integer('defender_rating_after'),
    createdAt: timestamptz('created_at').notNull(),
    /**
     * The transaction that stored the battle: the live feed reads by it, not by `created_at`, since a battle's time is
     * taken before its transaction commits (a tournament round's tick time), and a late commit must still be read.
     */
    tx: xid8('tx').notNull().default(sql`pg_current_xact_id()`),
  },
  (t) => [
    uniqueIndex('battles_attacker_key_idx').on(t.attackerId, t.idempotencyKey),
    index('battles_attacker_time_idx').on(t.attackerId, t.createdAt, t.id),
    index('battles_defender_time_idx').on(t.defenderId, t.createdAt, t.id),
    // The feed's first page (newest first) and the live feed's reads of what committed since its last look.
    index('battles_created_idx').on(t.createdAt, t.id),
    index('battles_tx_idx').on(t.tx),
    check('battles_mode_check', sql`${t.mode} in ('campaign', 'tower', 'random_team', 'pvp', 'tournament')`),
    check('battles_winner_check', sql`${t.winner} is null or ${t.winner} in (0, 1)`),
  ],
);

/** A player's campaign progress: one row per stage won at least once, with its best stars. */
export const campaignProgress = pgTable(
  'campaign_progress',
  {
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    stageId: text('stage_id').notNull(),
    stars: smallint('stars').notNull(),
    wins: integer('wins').notNull().default(1),
    firstClearedAt: timestamptz('first_cleared_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.stageId] }), check('campaign_progress_stars_check', sql`${t.stars} between 1 and 3`)],
);
