import type { UserReport } from '../../src/contracts/reports';
import type { AppDeps } from '../appDeps';
import { userReportOf } from '../db/reportRepository';

/** The player's own issue reports, as the contract shapes them. */
export async function listMyReports(deps: Pick<AppDeps, 'db' | 'repositories'>, input: { accountId: string }): Promise<{ reports: UserReport[] }> {
  return { reports: (await deps.repositories.reports.ofAccount(deps.db, input.accountId)).map(userReportOf) };
}
