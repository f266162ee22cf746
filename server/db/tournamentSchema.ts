import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { TournamentRules } from '../../src/contracts/tournaments/tournamentRules';
import type { TeamInput } from '../../src/engine';
import { accounts } from './accountSchema';
import { battles } from './battleSchema';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * Swiss tournaments (docs/TOURNAMENTS.md). `rounds_played` and `status` move only in a step of the tournament's
 * background job (server/jobs: its row taken FOR UPDATE SKIP LOCKED), which also locks this row: one process per round.
 */
export const tournaments = pgTable(
  'tournaments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    kind: text('kind').notNull(),
    /** The creating player of a private tournament; null for official ones (the admin command). */
    createdBy: uuid('created_by').references(() => accounts.id, { onDelete: 'set null' }),
    /** The creator's idempotency key (a retried create answers the same tournament). */
    createKey: text('create_key'),
    inviteCode: text('invite_code'),
    status: text('status').notNull(),
    startsAt: timestamptz('starts_at').notNull(),
    /** When the next round is due (the first: `starts_at`), as its job is scheduled; null once finished or cancelled. */
    nextRoundAt: timestamptz('next_round_at'),
    roundSeconds: integer('round_seconds').notNull(),
    maxPlayers: integer('max_players').notNull(),
    minPlayers: integer('min_players').notNull(),
    entryFee: integer('entry_fee').notNull(),
    /** Game coin by final place; for fee-funded tournaments fixed at the start from the pool. */
    prizes: jsonb('prizes').$type<number[]>().notNull(),
    /** Share of the fee pool by place, in percent (private tournaments with a fee). */
    prizeShares: jsonb('prize_shares').$type<number[]>().notNull(),
    topCut: boolean('top_cut').notNull(),
    /** Fixed when the tournament starts (from the entrant count). */
    swissRounds: integer('swiss_rounds').notNull().default(0),
    roundsPlayed: integer('rounds_played').notNull().default(0),
    rules: jsonb('rules').$type<TournamentRules>().notNull(),
    createdAt: timestamptz('created_at').notNull(),
    finishedAt: timestamptz('finished_at'),
  },
  (t) => [
    uniqueIndex('tournaments_invite_code_idx').on(t.inviteCode),
    uniqueIndex('tournaments_create_key_idx').on(t.createdBy, t.createKey),
    check('tournaments_status_check', sql`${t.status} in ('open', 'running', 'finished', 'cancelled')`),
    check('tournaments_kind_check', sql`${t.kind} in ('official', 'private')`),
  ],
);

/** An entrant with the team locked at entry (cards and levels then), the fee held, and once it ends the prize. */
export const tournamentEntries = pgTable(
  'tournament_entries',
  {
    tournamentId: uuid('tournament_id')
      .notNull()
      .references(() => tournaments.id, { onDelete: 'cascade' }),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    displayName: text('display_name').notNull(),
    /** Entry order (1, 2 …): the last tiebreak. */
    seat: integer('seat').notNull(),
    team: jsonb('team').$type<TeamInput>().notNull(),
    feeHeld: integer('fee_held').notNull(),
    place: integer('place'),
    prize: integer('prize').notNull().default(0),
    joinedAt: timestamptz('joined_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.tournamentId, t.accountId] }), uniqueIndex('tournament_entries_seat_idx').on(t.tournamentId, t.seat), index('tournament_entries_account_idx').on(t.accountId)],
);

/** A pairing of a round (`b` null: a bye) and the stored battle that decided it. */
export const tournamentMatches = pgTable(
  'tournament_matches',
  {
    tournamentId: uuid('tournament_id')
      .notNull()
      .references(() => tournaments.id, { onDelete: 'cascade' }),
    round: integer('round').notNull(),
    tableNo: integer('table_no').notNull(),
    stage: text('stage').notNull(),
    playerA: uuid('player_a').notNull(),
    playerB: uuid('player_b'),
    battleId: uuid('battle_id').references(() => battles.id, { onDelete: 'set null' }),
    /** 'a', 'b' or 'draw'. */
    result: text('result').notNull(),
  },
  (t) => [primaryKey({ columns: [t.tournamentId, t.round, t.tableNo] }), index('tournament_matches_battle_idx').on(t.battleId), check('tournament_matches_result_check', sql`${t.result} in ('a', 'b', 'draw')`)],
);

/** One committed server seed per round: the hash published at creation, the seed revealed when the round is played. */
export const tournamentRoundSeeds = pgTable(
  'tournament_round_seeds',
  {
    tournamentId: uuid('tournament_id')
      .notNull()
      .references(() => tournaments.id, { onDelete: 'cascade' }),
    round: integer('round').notNull(),
    serverSeed: text('server_seed').notNull(),
    serverSeedHash: text('server_seed_hash').notNull(),
    revealed: boolean('revealed').notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.tournamentId, t.round] })],
);
