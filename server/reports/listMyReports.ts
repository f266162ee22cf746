import type { UserReport } from '../../src/contracts/reports';
import type { Db } from '../db/database';
import { reportRepository, userReportOf } from '../db/reportRepository';

/** The player's own issue reports, as the contract shapes them. */
export async function listMyReports(deps: { db: Db }, input: { accountId: string }): Promise<{ reports: UserReport[] }> {
  return { reports: (await reportRepository.ofAccount(deps.db, input.accountId)).map(userReportOf) };
}
