import { z } from 'zod';
import { defineEndpoint } from '../api/endpoint';

/** An invite code: 4 to 32 letters and digits (the `i_<code>` start parameter of docs/CLIENT.md). */
export const inviteCode = z.string().regex(/^[A-Za-z0-9]{4,32}$/, 'An invite code is 4 to 32 letters and digits');

/** A device id the client keeps in localStorage (a random UUID): weak evidence, one of two the caps use. */
export const deviceId = z.string().regex(/^[A-Za-z0-9-]{8,64}$/, 'A device id is 8 to 64 letters, digits or dashes');

/** The milestones an invitee can reach (content: INVITE_MILESTONE_POINTS). */
export const inviteMilestoneId = z.enum(['first_level_up', 'team_of_five', 'first_battle_won']);

/**
 * Whether an invite earns points: `counting`, or why not: the invitee looked like the inviter
 * (`self_address`, `self_device`), or a cap was reached (`address_cap`, `device_cap`, `inviter_cap`).
 */
export const inviteStatus = z.enum(['counting', 'self_address', 'self_device', 'address_cap', 'device_cap', 'inviter_cap']);
/** One of {@link inviteStatus}. */
export type InviteStatus = z.infer<typeof inviteStatus>;

/** One invitee as the inviter sees them: name, when they joined, what they reached, what it earned. */
export const invitee = z.object({
  displayName: z.string(),
  joinedAt: z.string().datetime(),
  status: inviteStatus,
  milestones: z.array(z.object({ id: inviteMilestoneId, reachedAt: z.string().datetime(), points: z.number().int().nonnegative() })),
  pointsEarned: z.number().int().nonnegative(),
});

/** GET /api/invites: the player's invite code and links, the milestone table and the invitees with progress. */
export const getInvites = defineEndpoint({
  method: 'GET',
  path: '/api/invites',
  summary: 'My invite code, the milestone rewards and my invitees with their progress',
  auth: 'player',
  response: z.object({
    code: inviteCode,
    /** The Telegram link (`https://t.me/<bot>?startapp=i_<code>`), null when no bot is configured. */
    telegramLink: z.string().url().nullable(),
    milestones: z.array(z.object({ id: inviteMilestoneId, points: z.number().int().positive() })),
    limits: z.object({ perAddressPerInviter: z.number().int(), perDevice: z.number().int(), perInviter: z.number().int(), claimWindowSeconds: z.number().int() }),
    invitees: z.array(invitee),
    totalPoints: z.number().int().nonnegative(),
  }),
});

/** POST /api/invites/claim: a new account names the invite it arrived with (sent once by the sign-up flow). */
export const claimInvite = defineEndpoint({
  method: 'POST',
  path: '/api/invites/claim',
  summary: 'Bind the invite this new account arrived with (within the sign-up window)',
  auth: 'player',
  body: z.object({ code: inviteCode, deviceId }),
  response: z.object({ inviterName: z.string(), status: inviteStatus }),
});
