/**
 * Invite rewards (docs/ECONOMY.md "Invites"): invite points an inviter earns when an invitee reaches a
 * milestone (never for the sign-up alone), and the caps that keep invites from being farmed.
 */
export const INVITE_MILESTONE_POINTS = {
  /** The invitee levelled a card up for the first time. */
  first_level_up: 20,
  /** The invitee saved a team of five or more cards. */
  team_of_five: 30,
  /** The invitee won a battle for the first time. */
  first_battle_won: 50,
} as const;

/** One of the milestones above. */
export type InviteMilestoneId = keyof typeof INVITE_MILESTONE_POINTS;

/** Limits against self-invites and farms. */
export const INVITE_LIMITS = {
  /** An invite is accepted only this soon after the invitee's account was created (the sign-up flow). */
  claimWindowSeconds: 3600,
  /** Invitees of one inviter that earn points from one client address (more are recorded, earn nothing). */
  perAddressPerInviter: 2,
  /** Invitees (of anyone) that earn points from one device id: a device counts once. */
  perDevice: 1,
  /** Invitees of one inviter that earn points in all. */
  perInviter: 100,
  /** An invitee whose address the inviter signed in from within this many days is treated as the inviter. */
  selfAddressDays: 30,
} as const;
