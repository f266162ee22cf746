import { INVITE_MILESTONE_POINTS, type InviteMilestoneId } from '../../src/content/economy/invites';

/** A milestone an invitee can reach: its id and the invite points it earns the inviter (from content). */
export interface InviteMilestone {
  id: InviteMilestoneId;
  points: number;
}

/**
 * The registered milestones, in the order the invite screen lists them. Each is reached by one call of
 * `recordInviteMilestone` from the use case where it happens: a first level-up (server/cards/levelUpCard.ts),
 * a saved team of five or more (server/teams/saveTeam.ts), a first battle won (the battle use case).
 */
export const INVITE_MILESTONES: readonly InviteMilestone[] = (Object.keys(INVITE_MILESTONE_POINTS) as InviteMilestoneId[]).map((id) => ({ id, points: INVITE_MILESTONE_POINTS[id] }));

/** A milestone by id. */
export function inviteMilestone(id: InviteMilestoneId): InviteMilestone {
  const found = INVITE_MILESTONES.find((m) => m.id === id);
  if (!found) throw new Error(`unknown invite milestone ${id}`);
  return found;
}
