import { refuse, succeed, type Outcome } from '../../src/contracts/api/refusal';
import type { AppDeps } from '../appDeps';
import { MAX_SCREENSHOT_BYTES, REPORT_LIMITS, type ReportCategory, type UserReport } from '../../src/contracts/reports';
import { userReportOf } from '../db/reportRepository';
import { evaluateRateLimit, strictestDecision } from '../domain/auth/rateLimit';
import type { ReportRefusalReason } from '../../src/contracts/reports/reportRefusalReason';
import { screenshotType } from './screenshotType';

/** What a player sends. */
export interface ReportInput {
  category: ReportCategory;
  text: string;
  appVersion: string;
  battleId?: string | undefined;
  /** Base64 of the image file. */
  screenshot?: string | undefined;
}

/**
 * Stores a player's issue report. The screenshot is decoded and checked (size, then type by magic bytes) before
 * anything is written. The rate limit (REPORT_LIMITS) counts the player's stored reports inside the transaction,
 * under a per-player advisory lock, so concurrent requests on any number of processes cannot slip past it.
 */
export async function submitReport(deps: Pick<AppDeps, 'db' | 'repositories'>, input: { accountId: string; report: ReportInput; now: Date }): Promise<Outcome<UserReport, ReportRefusalReason>> {
  const { accountId, report, now } = input;
  let screenshot: Uint8Array | null = null;
  let type: string | null = null;
  if (report.screenshot !== undefined) {
    screenshot = Uint8Array.from(Buffer.from(report.screenshot, 'base64'));
    if (screenshot.length > MAX_SCREENSHOT_BYTES) return refuse('screenshot_too_large', { maxKb: MAX_SCREENSHOT_BYTES / 1024 });
    type = screenshotType(screenshot);
    if (!type) return refuse('screenshot_type');
  }
  return deps.db.transaction(async (tx): Promise<Outcome<UserReport, ReportRefusalReason>> => {
    await deps.repositories.reports.lockSender(tx, accountId);
    const sent = await deps.repositories.reports.sentSince(tx, accountId, new Date(now.getTime() - 86_400_000));
    const decision = strictestDecision([
      evaluateRateLimit(sent, now, { limit: REPORT_LIMITS.perHour, windowSeconds: 3600 }),
      evaluateRateLimit(sent, now, { limit: REPORT_LIMITS.perDay, windowSeconds: 86_400 }),
    ]);
    if (!decision.allowed) return refuse('too_many_reports', { minutes: Math.ceil(decision.retryAfterSeconds / 60), retryAfterSeconds: decision.retryAfterSeconds });
    const row = await deps.repositories.reports.insert(tx, {
      accountId,
      category: report.category,
      text: report.text,
      appVersion: report.appVersion,
      battleId: report.battleId ?? null,
      screenshot,
      screenshotType: type,
      status: 'open',
      createdAt: now,
    });
    return succeed(userReportOf(row));
  });
}
