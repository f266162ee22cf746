import type { InviteMilestoneId } from '../../src/content/economy/invites';
import type { AppDeps } from '../appDeps';
import { LedgerRefusal } from '../db/ledgerRepository';
import { serverKey } from '../domain/economy/ledgerKey';
import { inviteMilestone } from './inviteMilestones';

/**
 * Records that `accountId` reached a milestone, inside the caller's transaction `deps.db` (so it commits or rolls
 * back with what caused it). A player nobody invited: nothing. Each milestone counts once per invitee (the
 * row's primary key); the first time, a counting invite credits the inviter the milestone's invite points in
 * one ledger movement keyed by invitee and milestone. Safe to call on every occurrence: later calls do nothing.
 * Lock order: the caller's rows, then the inviter's balances (invites form a tree: a parent never waits on a child).
 * The inviter's reward never fails the invitee's own action: its key is the server's, and should the ledger still
 * refuse it (the key paid before), only the reward's savepoint rolls back.
 */
export async function recordInviteMilestone(deps: Pick<AppDeps, 'db' | 'repositories'>, accountId: string, milestoneId: InviteMilestoneId, now: Date): Promise<{ credited: number }> {
  const invite = await deps.repositories.invites.inviteOf(deps.db, accountId);
  if (!invite) return { credited: 0 };
  const milestone = inviteMilestone(milestoneId);
  const points = invite.status === 'counting' ? milestone.points : 0;
  if (!(await deps.repositories.invites.reach(deps.db, accountId, milestone.id, points, now))) return { credited: 0 };
  if (points > 0) {
    try {
      await deps.db.transaction((sp) =>
        deps.repositories.ledger.post(sp, { accountId: invite.inviterId, reason: 'invite_reward', reference: `invitee:${accountId}`, idempotencyKey: serverKey('invite', accountId, milestone.id), legs: [{ currency: 'invite_points', amount: points }] }),
      );
    } catch (error) {
      if (!(error instanceof LedgerRefusal)) throw error;
      return { credited: 0 };
    }
  }
  return { credited: points };
}
