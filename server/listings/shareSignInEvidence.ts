import type { AppDeps } from '../appDeps';
import { signInEvidence } from './signInEvidence';

/** How far back sessions count as evidence. */
const EVIDENCE_DAYS = 90;

/** Whether two accounts have sessions (seen in the last 90 days) with the same network and user-agent family. */
export async function shareSignInEvidence(deps: Pick<AppDeps, 'db' | 'repositories'>, a: string, b: string, now: Date): Promise<boolean> {
  const rows = await deps.repositories.marketEvidence.sessionFingerprints(deps.db, [a, b], new Date(now.getTime() - EVIDENCE_DAYS * 86_400_000));
  const keysOf = (id: string) => new Set(rows.filter((r) => r.accountId === id).map((r) => signInEvidence(r.ip, r.userAgent)).filter((k): k is string => k !== null));
  const mine = keysOf(a);
  return [...keysOf(b)].some((k) => mine.has(k));
}
