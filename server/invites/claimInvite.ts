import { refuse, succeed, type Outcome } from '../../src/contracts/api/refusal';
import type { InviteStatus } from '../../src/contracts/invites/inviteEndpoints';
import { INVITE_LIMITS } from '../../src/content/economy/invites';
import type { Db } from '../db/database';
import { inviteRepository } from '../db/inviteRepository';
import type { InviteRefusalReason } from '../http/inviteRefusals';

/** The evidence a claim carries. */
export interface ClaimEvidence {
  /** The client address of the request (null when unknown). */
  ip: string | null;
  /** The client's device id (localStorage). */
  deviceId: string;
}

/**
 * Binds a new account to the invite it arrived with (docs/ECONOMY.md "Invites"). Accepted only within
 * `claimWindowSeconds` of the account's creation (the sign-up flow sends it), once per account, never the
 * player's own code. The inviter's code row is locked, so one inviter's claims are judged one at a time and the
 * caps are exact. The invite is always recorded with its evidence; its status says whether it earns points.
 */
export async function claimInvite(input: { accountId: string; code: string; evidence: ClaimEvidence; now: Date; db: Db }): Promise<Outcome<{ inviterName: string; status: InviteStatus }, InviteRefusalReason>> {
  const { accountId, code, evidence, now, db } = input;
  return db.transaction(async (tx) => {
    const inviterId = await inviteRepository.lockCodeOwner(tx, code);
    if (!inviterId) return refuse('invite_not_found');
    if (inviterId === accountId) return refuse('self_invite');
    const inviter = await inviteRepository.account(tx, inviterId);
    const existing = await inviteRepository.inviteOf(tx, accountId);
    if (existing) return existing.inviterId === inviterId && inviter ? succeed({ inviterName: inviter.displayName, status: existing.status as InviteStatus }) : refuse('already_invited');
    const me = await inviteRepository.account(tx, accountId);
    if (!me || !inviter || now.getTime() - me.createdAt.getTime() > INVITE_LIMITS.claimWindowSeconds * 1000) return refuse('claim_window_closed');
    const status = await judge(tx, inviterId, accountId, evidence, now);
    await inviteRepository.insert(tx, { inviteeId: accountId, inviterId, code: code.toUpperCase(), ip: evidence.ip, deviceId: evidence.deviceId, status, createdAt: now });
    return succeed({ inviterName: inviter.displayName, status });
  });
}

/** Whether a new invite earns points, or which rule stops it (first match). */
async function judge(tx: Db, inviterId: string, inviteeId: string, evidence: ClaimEvidence, now: Date): Promise<InviteStatus> {
  const since = new Date(now.getTime() - INVITE_LIMITS.selfAddressDays * 86_400_000);
  if (evidence.ip && (await inviteRepository.signedInFrom(tx, inviterId, evidence.ip, since, inviteeId))) return 'self_address';
  if (await inviteRepository.deviceOfAccount(tx, inviterId, evidence.deviceId)) return 'self_device';
  if (await inviteRepository.deviceCounted(tx, evidence.deviceId)) return 'device_cap';
  const counting = await inviteRepository.countingOf(tx, inviterId, evidence.ip);
  if (counting.fromAddress >= INVITE_LIMITS.perAddressPerInviter) return 'address_cap';
  if (counting.total >= INVITE_LIMITS.perInviter) return 'inviter_cap';
  return 'counting';
}
