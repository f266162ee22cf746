import { z } from 'zod';
import { battleId } from '../battles/battleMode';
import { tournamentRules } from './tournamentRules';

/** A tournament id (UUID). */
export const tournamentId = z.string().uuid();

/** Where a tournament is: open for entries, running rounds, finished (prizes paid) or cancelled (fees refunded). */
export const tournamentStatus = z.enum(['open', 'running', 'finished', 'cancelled']);
/** One of {@link tournamentStatus}. */
export type TournamentStatus = z.infer<typeof tournamentStatus>;

/** Official (made by an admin command) or private (made by a player, joined with its invite code). */
export const tournamentKind = z.enum(['official', 'private']);

/** A tournament as the list shows it. */
export const tournamentSummary = z.object({
  id: tournamentId,
  name: z.string(),
  kind: tournamentKind,
  status: tournamentStatus,
  startsAt: z.string().datetime(),
  players: z.number().int().nonnegative(),
  maxPlayers: z.number().int().positive(),
  /** Game coin held in escrow at entry; 0: free. */
  entryFee: z.number().int().nonnegative(),
  /** Game coin paid by final place (index 0 = first). */
  prizes: z.array(z.number().int().nonnegative()),
  /** Fixed at the start from the entrant count; 0 before. */
  swissRounds: z.number().int().nonnegative(),
  topCut: z.boolean(),
  /** Rounds played so far (Swiss then the cut). */
  roundsPlayed: z.number().int().nonnegative(),
  rules: tournamentRules,
  /** True when the signed-in player has entered. */
  joined: z.boolean(),
});
/** See {@link tournamentSummary}. */
export type TournamentSummary = z.infer<typeof tournamentSummary>;

/** One line of the standings: score (win 3, draw 1, bye 3), Buchholz (opponents' scores), the final place once known. */
export const standing = z.object({
  rank: z.number().int().positive(),
  playerId: z.string().uuid(),
  name: z.string(),
  score: z.number().int().nonnegative(),
  buchholz: z.number().int().nonnegative(),
  wins: z.number().int().nonnegative(),
  draws: z.number().int().nonnegative(),
  losses: z.number().int().nonnegative(),
  /** Game coin won (paid once at the end), 0 before. */
  prize: z.number().int().nonnegative(),
});
/** See {@link standing}. */
export type Standing = z.infer<typeof standing>;

/** One pairing of a round: two players (or a bye), the battle that decided it and who won. */
export const tournamentMatch = z.object({
  round: z.number().int().positive(),
  table: z.number().int().positive(),
  stage: z.enum(['swiss', 'cut']),
  a: z.object({ playerId: z.string().uuid(), name: z.string() }),
  /** Null: a bye (a win for `a`). */
  b: z.object({ playerId: z.string().uuid(), name: z.string() }).nullable(),
  battleId: battleId.nullable(),
  /** 'a', 'b', 'draw' (Swiss only), null not played yet. */
  result: z.enum(['a', 'b', 'draw']).nullable(),
});
/** See {@link tournamentMatch}. */
export type TournamentMatch = z.infer<typeof tournamentMatch>;

/** One round's seed commitment: the hash is published at creation, the seed revealed once the round is played. */
export const roundSeed = z.object({
  round: z.number().int().positive(),
  serverSeedHash: z.string().regex(/^[0-9a-f]{64}$/),
  serverSeed: z.string().regex(/^[0-9a-f]{64}$/).nullable(),
});

/** A tournament with its standings, every match and the round seeds. */
export const tournamentDetail = tournamentSummary.extend({
  /** Shown to its creator only (private tournaments). */
  inviteCode: z.string().nullable(),
  createdByMe: z.boolean(),
  nextRoundAt: z.string().datetime().nullable(),
  standings: z.array(standing),
  matches: z.array(tournamentMatch),
  seeds: z.array(roundSeed),
});
/** See {@link tournamentDetail}. */
export type TournamentDetail = z.infer<typeof tournamentDetail>;
