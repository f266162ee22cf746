import { z } from 'zod';
import { balances } from '../accounts/currency';
import { idempotencyKey } from '../accounts/staminaEndpoints';
import { defineEndpoint } from '../api/endpoint';
import { teamSlot } from '../teams/savedTeam';
import { newTournamentRules } from './tournamentRules';
import { tournamentDetail, tournamentId, tournamentSummary } from './tournamentViews';

/** An invite code of a private tournament: 8 characters of an unambiguous alphabet. */
export const inviteCode = z.string().regex(/^[A-HJ-NP-Z2-9]{8}$/, 'An invite code is 8 letters and digits');

/** GET /api/tournaments: official tournaments and the private ones the player entered or created. */
export const listTournaments = defineEndpoint({
  method: 'GET',
  path: '/api/tournaments',
  summary: 'Tournaments: official ones and the private ones the player is in',
  auth: 'player',
  response: z.object({ tournaments: z.array(tournamentSummary) }),
});

/** GET /api/tournaments/:id: standings, matches (each with its battle), seeds. */
export const getTournament = defineEndpoint({
  method: 'GET',
  path: '/api/tournaments/:id',
  summary: 'A tournament: standings, every match with its battle, the round seeds',
  auth: 'player',
  params: z.object({ id: tournamentId }),
  response: z.object({ tournament: tournamentDetail }),
});

/** The body of POST /api/tournaments (a private tournament; limits in src/content/tournaments). */
export const createTournamentBody = z.object({
  idempotencyKey,
  name: z.string().trim().min(3).max(40),
  maxPlayers: z.number().int().min(4).max(64),
  /** Minutes from now to the first round (5 minutes to 7 days). */
  startsInMinutes: z.number().int().min(5).max(7 * 24 * 60),
  entryFee: z.number().int().min(0).max(10_000),
  topCut: z.boolean().default(false),
  rules: newTournamentRules.default({ bannedCards: [] }),
});
/** See {@link createTournamentBody}. */
export type CreateTournamentBody = z.infer<typeof createTournamentBody>;

/** POST /api/tournaments: a player creates a private tournament; it answers the invite code. */
export const createTournament = defineEndpoint({
  method: 'POST',
  path: '/api/tournaments',
  summary: 'Create a private tournament (invite code, custom rules within limits)',
  auth: 'player',
  body: createTournamentBody,
  response: z.object({ tournament: tournamentDetail }),
});

/** The body of POST /api/tournaments/join: which tournament (by id, or a private one by its code) and which saved team. */
export const joinTournamentBody = z
  .object({ tournamentId: tournamentId.optional(), inviteCode: inviteCode.optional(), teamSlot })
  .refine((b) => (b.tournamentId === undefined) !== (b.inviteCode === undefined), { message: 'Name the tournament or give its invite code', path: ['tournamentId'] });
/** See {@link joinTournamentBody}. */
export type JoinTournamentBody = z.infer<typeof joinTournamentBody>;

/** POST /api/tournaments/join: enters with a saved team, locked from now on; the fee is held in escrow. */
export const joinTournament = defineEndpoint({
  method: 'POST',
  path: '/api/tournaments/join',
  summary: 'Join a tournament with a saved team (locked); the entry fee is held until it ends',
  auth: 'player',
  body: joinTournamentBody,
  response: z.object({ tournament: tournamentDetail, balances }),
});

/** POST /api/tournaments/:id/cancel: its creator cancels a private tournament before it starts; every fee is refunded. */
export const cancelTournament = defineEndpoint({
  method: 'POST',
  path: '/api/tournaments/:id/cancel',
  summary: 'Cancel a private tournament before it starts (fees refunded)',
  auth: 'player',
  params: z.object({ id: tournamentId }),
  response: z.object({ tournament: tournamentDetail }),
});
