import type { Db } from '../db/database';
import { marketEvidenceRepository } from '../db/marketEvidenceRepository';
import { signInEvidence } from './signInEvidence';

/** How far back sessions count as evidence. */
const EVIDENCE_DAYS = 90;

/** Whether two accounts have sessions (seen in the last 90 days) with the same network and user-agent family. */
export async function shareSignInEvidence(db: Db, a: string, b: string, now: Date): Promise<boolean> {
  const rows = await marketEvidenceRepository.sessionFingerprints(db, [a, b], new Date(now.getTime() - EVIDENCE_DAYS * 86_400_000));
  const keysOf = (id: string) => new Set(rows.filter((r) => r.accountId === id).map((r) => signInEvidence(r.ip, r.userAgent)).filter((k): k is string => k !== null));
  const mine = keysOf(a);
  return [...keysOf(b)].some((k) => mine.has(k));
}
