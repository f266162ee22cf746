import type { InviteStatus } from '../../src/contracts/invites/inviteEndpoints';
import { INVITE_LIMITS } from '../../src/content/economy/invites';
import type { Db } from '../db/database';
import { inviteRepository } from '../db/inviteRepository';
import { telegramStartLink } from '../share/telegramStartLink';
import { INVITE_MILESTONES } from './inviteMilestones';

/** The invite screen: code and Telegram link, milestone table, caps, invitees with their progress. */
export async function getInvites(input: { accountId: string; botUsername: string | null; db: Db }) {
  const { accountId, botUsername, db } = input;
  const code = await inviteRepository.ensureCode(db, accountId);
  const rows = await inviteRepository.invitees(db, accountId);
  const reached = await inviteRepository.milestonesOf(db, rows.map((r) => r.inviteeId));
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
