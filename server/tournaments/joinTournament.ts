import type { Balances } from '../../src/contracts/accounts/currency';
import { refuse, succeed, type Outcome } from '../../src/contracts/api/refusal';
import type { JoinTournamentBody } from '../../src/contracts/tournaments/tournamentEndpoints';
import type { TournamentRules } from '../../src/contracts/tournaments/tournamentRules';
import type { TournamentDetail } from '../../src/contracts/tournaments/tournamentViews';
import { tournamentRuleBreak } from '../../src/rules/tournamentTeamRules';
import { BattleRefused } from '../battles/battleRefused';
import { playerBattleTeam } from '../battles/playerBattleTeam';
import { ledgerRefusalOf } from '../db/ledgerRefusalOf';
import { serverKey } from '../domain/economy/ledgerKey';
import type { TournamentRefusalReason } from '../../src/contracts/tournaments/tournamentRefusalReason';
import type { TournamentDeps } from './tournamentDeps';
import { tournamentDetailOf } from './tournamentDetailOf';
import { refuseTournament, TournamentRefused } from './tournamentRefused';

/** Team refusals of the battle rules that a tournament entry answers as its own. */
const TEAM_REASONS = new Set(['invalid_team', 'team_card_not_owned', 'team_card_listed', 'team_not_found']);

/**
 * Enters a tournament with a saved team, in ONE transaction: the tournament row locked (entries and the start take
 * turns), open and not full, the team checked by the battle rules and the tournament's custom rules and copied
 * (cards and levels now: the team is locked, later changes to the saved slot do not touch it), the fee moved to
 * escrow (a `tournament_entry` debit under the server key of this tournament, so it can be held only once).
 */
export async function joinTournament(
  deps: Pick<TournamentDeps, 'db' | 'repositories'>,
  input: { playerId: string; body: JoinTournamentBody; now: Date },
): Promise<Outcome<{ tournament: TournamentDetail; balances: Balances }, TournamentRefusalReason>> {
  const { playerId, body, now } = input;
  try {
    const id = body.tournamentId ?? (await deps.repositories.tournaments.byInviteCode(deps.db, body.inviteCode!))?.id;
    if (!id) return refuse('tournament_not_found');
    const joined = await deps.db.transaction(async (tx) => {
      const row = await deps.repositories.tournaments.get(tx, id, true);
      // A private tournament is found only by its code (or by its creator): its id alone is not an invitation.
      if (!row || (row.kind === 'private' && body.inviteCode === undefined && row.createdBy !== playerId)) return refuseTournament('tournament_not_found');
      if (row.status !== 'open' || row.startsAt <= now) refuseTournament('tournament_closed');
      const entries = await deps.repositories.tournaments.entries(tx, id);
      if (entries.some((e) => e.accountId === playerId)) refuseTournament('already_joined');
      if (entries.length >= row.maxPlayers) refuseTournament('tournament_full', { max: row.maxPlayers });
      const own = await playerBattleTeam({ ...deps, db: tx }, playerId, { teamSlot: body.teamSlot });
      const broken = tournamentRuleBreak(own.team.units, row.rules as TournamentRules);
      if (broken) refuseTournament('team_breaks_rules', { unit: broken.unit, rule: broken.rule });
      if (row.entryFee > 0) {
        await deps.repositories.ledger.post(tx, { accountId: playerId, reason: 'tournament_entry', reference: id, idempotencyKey: serverKey('tournament-entry', id), legs: [{ currency: 'game_coin', amount: -row.entryFee }] });
      }
      const account = await deps.repositories.accounts.findAccount(tx, playerId);
      await deps.repositories.tournaments.addEntry(tx, {
        tournamentId: id,
        accountId: playerId,
        displayName: account?.displayName ?? '',
        seat: Math.max(0, ...entries.map((e) => e.seat)) + 1,
        team: { units: own.team.units.map((u) => ({ ...u })) },
        feeHeld: row.entryFee,
        joinedAt: now,
      });
      return row;
    });
    return succeed({ tournament: await tournamentDetailOf(deps, joined, playerId), balances: await deps.repositories.ledger.balances(deps.db, playerId) });
  } catch (error) {
    if (error instanceof TournamentRefused) return error.refusal;
    if (error instanceof BattleRefused && TEAM_REASONS.has(error.refusal.reason)) return error.refusal as Outcome<never, TournamentRefusalReason>;
    return ledgerRefusalOf(error);
  }
}
