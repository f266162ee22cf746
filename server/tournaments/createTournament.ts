import { randomBytes, randomInt } from 'node:crypto';
import type { AppDeps } from '../appDeps';
import { refuse, succeed, type Outcome } from '../../src/contracts/api/refusal';
import { commitServerSeed } from '../../src/rules/battles/seedFairness';
import type { TournamentRules } from '../../src/contracts/tournaments/tournamentRules';
import type { TournamentDetail } from '../../src/contracts/tournaments/tournamentViews';
import { TOURNAMENT_SETTINGS } from '../../src/content/tournaments/tournamentSettings';
import { isUniqueViolation } from '../db/uniqueViolation';
import { swissRoundCount } from '../domain/tournaments/swissStandings';
import { TOP_CUT_ROUNDS } from '../domain/tournaments/topCutBracket';
import type { TournamentRefusalReason } from '../../src/contracts/tournaments/tournamentRefusalReason';
import { tournamentDetailOf } from './tournamentDetailOf';
import { scheduleTournamentRound } from './tournamentRoundJob';

/** What a new tournament is: official (the admin command: fixed prizes) or private (a player's: the fee pool pays). */
export interface NewTournament {
  kind: 'official' | 'private';
  /** The creating player (private), null for official ones. */
  creatorId: string | null;
  /** The creator's request key (private). */
  idempotencyKey: string | null;
  name: string;
  startsAt: Date;
  /** Seconds between rounds. */
  roundSeconds: number;
  maxPlayers: number;
  entryFee: number;
  /** Fixed prizes by place (official); private tournaments split their fee pool instead. */
  prizes: number[];
  topCut: boolean;
  rules: TournamentRules;
}

/** Letters and digits that cannot be misread (no I, O, 0, 1). */
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A fresh invite code (8 characters, about 40 bits). */
function inviteCode(): string {
  return Array.from({ length: 8 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');
}

/**
 * Creates a tournament and commits its round seeds: one secret server seed per possible round, their SHA-256
 * published from now on, before any team is locked (docs/TOURNAMENTS.md "Fair rounds"). A private one gets an
 * invite code; a creator has at most {@link TOURNAMENT_SETTINGS.privatePerCreator} open or running, and a retried
 * create (same key) answers the first.
 */
export async function createTournament(deps: Pick<AppDeps, 'db' | 'repositories'>, input: NewTournament, now: Date): Promise<Outcome<TournamentDetail, TournamentRefusalReason>> {
  const viewer = input.creatorId ?? '';
  if (input.creatorId && input.idempotencyKey) {
    const previous = await deps.repositories.tournaments.byCreateKey(deps.db, input.creatorId, input.idempotencyKey);
    if (previous) return succeed(await tournamentDetailOf(deps, previous, viewer));
  }
  const maxRounds = swissRoundCount(input.maxPlayers) + (input.topCut ? TOP_CUT_ROUNDS : 0);
  const seeds = Array.from({ length: maxRounds }, (_, i) => {
    const serverSeed = randomBytes(32).toString('hex');
    return { round: i + 1, serverSeed, serverSeedHash: commitServerSeed(serverSeed) };
  });
  try {
    const row = await deps.db.transaction(async (tx) => {
      if (input.kind === 'private' && input.creatorId && (await deps.repositories.tournaments.activeCreatedBy(tx, input.creatorId)) >= TOURNAMENT_SETTINGS.privatePerCreator) return null;
      const created = await deps.repositories.tournaments.create(
        tx,
        {
          name: input.name,
          kind: input.kind,
          createdBy: input.creatorId,
          createKey: input.idempotencyKey,
          inviteCode: input.kind === 'private' ? inviteCode() : null,
          status: 'open',
          startsAt: input.startsAt,
          nextRoundAt: input.startsAt,
          roundSeconds: input.roundSeconds,
          maxPlayers: input.maxPlayers,
          minPlayers: TOURNAMENT_SETTINGS.minPlayers,
          entryFee: input.entryFee,
          prizes: input.prizes,
          prizeShares: input.kind === 'private' ? [...TOURNAMENT_SETTINGS.feePoolShares] : [],
          topCut: input.topCut,
          rules: input.rules,
          createdAt: now,
        },
        seeds,
      );
      // Its start is the first round's job: every process's job ticker may run it, exactly one will.
      await scheduleTournamentRound({ ...deps, db: tx }, created.id, 1, input.startsAt, now);
      return created;
    });
    if (!row) return refuse('too_many_private', { limit: TOURNAMENT_SETTINGS.privatePerCreator });
    return succeed(await tournamentDetailOf(deps, row, viewer));
  } catch (error) {
    // A concurrent retry under the same key stored it first: answer that one.
    if (isUniqueViolation(error) && input.creatorId && input.idempotencyKey) {
      const previous = await deps.repositories.tournaments.byCreateKey(deps.db, input.creatorId, input.idempotencyKey);
      if (previous) return succeed(await tournamentDetailOf(deps, previous, viewer));
    }
    throw error;
  }
}
