import { refuse, succeed, type Outcome } from '../../src/contracts/api/refusal';
import type { AppDeps } from '../appDeps';
import type { InviteStatus } from '../../src/contracts/invites/inviteEndpoints';
import { INVITE_LIMITS } from '../../src/content/economy/invites';
import type { InviteRefusalReason } from '../../src/contracts/invites/inviteRefusalReason';

/** The evidence a claim carries. */
export interface ClaimEvidence {
  /** The client address of the request (null when unknown). */
  ip: string | null;
  /** The client's device id (localStorage). */
  deviceId: string;
}

/** A claim found the inviter's tree moved under another root while it waited for the locks: it starts again. */
class TreeMoved extends Error {}

// Each restart means another claim re-rooted the inviter's tree and committed, so a handful is plenty.
const MAX_ATTEMPTS = 10;

/**
 * Binds a new account to the invite it arrived with (docs/ECONOMY.md "Invites"). Accepted only within
 * `claimWindowSeconds` of the account's creation (the sign-up flow sends it), once per account, never the
 * player's own code, never a code that would close a loop (invites form a tree: the new invitee may not be the
 * inviter's inviter, or theirs, …). The inviter's code row is locked, so one inviter's claims are judged one at a
 * time and the caps are exact; the two trees the claim joins are locked by their roots, so two claims cannot
 * close a loop together. The invite is always recorded with its evidence; its status says whether it earns points.
 */
export async function claimInvite(deps: Pick<AppDeps, 'db' | 'repositories'>, input: { accountId: string; code: string; evidence: ClaimEvidence; now: Date }): Promise<Outcome<{ inviterName: string; status: InviteStatus }, InviteRefusalReason>> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await claimOnce(deps, input);
    } catch (error) {
      if (!(error instanceof TreeMoved) || attempt >= MAX_ATTEMPTS) throw error;
    }
  }
}

async function claimOnce(deps: Pick<AppDeps, 'db' | 'repositories'>, input: { accountId: string; code: string; evidence: ClaimEvidence; now: Date }): Promise<Outcome<{ inviterName: string; status: InviteStatus }, InviteRefusalReason>> {
  const { accountId, code, evidence, now } = input;
  return deps.db.transaction(async (tx) => {
    const inviterId = await deps.repositories.invites.lockCodeOwner(tx, code);
    if (!inviterId) return refuse('invite_not_found');
    if (inviterId === accountId) return refuse('self_invite');
    // Only a claim naming a tree's root as invitee moves that tree, and it holds the root's lock: once both locks
    // are held and the inviter's root is unchanged, nothing can close a loop through this claim until it commits.
    const root = await deps.repositories.invites.rootOf(tx, inviterId);
    await deps.repositories.invites.lockTrees(tx, [accountId, root]);
    if ((await deps.repositories.invites.rootOf(tx, inviterId)) !== root) throw new TreeMoved();
    const inviter = await deps.repositories.invites.account(tx, inviterId);
    const existing = await deps.repositories.invites.inviteOf(tx, accountId);
    if (existing) return existing.inviterId === inviterId && inviter ? succeed({ inviterName: inviter.displayName, status: existing.status as InviteStatus }) : refuse('already_invited');
    const me = await deps.repositories.invites.account(tx, accountId);
    if (!me || !inviter || now.getTime() - me.createdAt.getTime() > INVITE_LIMITS.claimWindowSeconds * 1000) return refuse('claim_window_closed');
    // Nobody invited the new invitee (above), so it is its tree's root: the inviter's chain reaching it is a loop.
    if (root === accountId) return refuse('invite_loop');
    const status = await judge({ ...deps, db: tx }, inviterId, accountId, evidence, now);
    await deps.repositories.invites.insert(tx, { inviteeId: accountId, inviterId, code: code.toUpperCase(), ip: evidence.ip, deviceId: evidence.deviceId, status, createdAt: now });
    return succeed({ inviterName: inviter.displayName, status });
  });
}

/** Whether a new invite earns points, or which rule stops it (first match). */
async function judge(deps: Pick<AppDeps, 'db' | 'repositories'>, inviterId: string, inviteeId: string, evidence: ClaimEvidence, now: Date): Promise<InviteStatus> {
  const since = new Date(now.getTime() - INVITE_LIMITS.selfAddressDays * 86_400_000);
  if (evidence.ip && (await deps.repositories.invites.signedInFrom(deps.db, inviterId, evidence.ip, since, inviteeId))) return 'self_address';
  if (await deps.repositories.invites.deviceOfAccount(deps.db, inviterId, evidence.deviceId)) return 'self_device';
  if (await deps.repositories.invites.deviceCounted(deps.db, evidence.deviceId)) return 'device_cap';
  const counting = await deps.repositories.invites.countingOf(deps.db, inviterId, evidence.ip);
  if (counting.fromAddress >= INVITE_LIMITS.perAddressPerInviter) return 'address_cap';
  if (counting.total >= INVITE_LIMITS.perInviter) return 'inviter_cap';
  return 'counting';
}
