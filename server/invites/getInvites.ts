import type { InviteStatus } from '../../src/contracts/invites/inviteEndpoints';
import type { AppDeps } from '../appDeps';
import { INVITE_LIMITS } from '../../src/content/economy/invites';
import { telegramStartLink } from '../share/telegramStartLink';
import { INVITE_MILESTONES } from './inviteMilestones';

/** The invite screen: code and Telegram link, milestone table, caps, invitees with their progress. */
export async function getInvites(deps: Pick<AppDeps, 'db' | 'repositories'>, input: { accountId: string; botUsername: string | null }) {
  const { accountId, botUsername } = input;
  const code = await deps.repositories.invites.ensureCode(deps.db, accountId);
  const rows = await deps.repositories.invites.invitees(deps.db, accountId);
  const reached = await deps.repositories.invites.milestonesOf(deps.db, rows.map((r) => r.inviteeId));
  const invitees = rows.map((r) => {
    const milestones = reached.filter((m) => m.inviteeId === r.inviteeId).map((m) => ({ id: m.milestone as (typeof INVITE_MILESTONES)[number]['id'], reachedAt: m.reachedAt.toISOString(), points: m.points }));
    return { displayName: r.displayName, joinedAt: r.createdAt.toISOString(), status: r.status as InviteStatus, milestones, pointsEarned: milestones.reduce((s, m) => s + m.points, 0) };
  });
  return {
    code,
    telegramLink: botUsername ? telegramStartLink(botUsername, `i_${code}`) : null,
    milestones: INVITE_MILESTONES.map((m) => ({ id: m.id, points: m.points })),
    limits: { perAddressPerInviter: INVITE_LIMITS.perAddressPerInviter, perDevice: INVITE_LIMITS.perDevice, perInviter: INVITE_LIMITS.perInviter, claimWindowSeconds: INVITE_LIMITS.claimWindowSeconds },
    invitees,
    totalPoints: invitees.reduce((s, i) => s + i.pointsEarned, 0),
  };
}
