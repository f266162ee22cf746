import type { reportsApi } from '../../../src/contracts/reports';
import type { AppDeps } from '../../appDeps';
import { refusalError } from '../../http/refusalError';
import { REPORT_REFUSALS } from '../../http/reportRefusals';
import type { Handlers } from '../../http/registerEndpoints';
import { listMyReports } from '../../reports/listMyReports';
import { submitReport } from '../../reports/submitReport';
import { HttpError } from '../../http/httpError';

/** Issue-report endpoints: HTTP in, one use case, its answer or its refusal (REPORT_REFUSALS) out. */
export function reportHandlers(deps: Pick<AppDeps, 'db' | 'repositories' | 'now'>): Handlers<typeof reportsApi> {
  return {
    async submitReport({ player, body }) {
      const outcome = await submitReport(deps, { accountId: player.id, report: body, now: deps.now() });
      if (!outcome.ok) {
        const error = refusalError(outcome, REPORT_REFUSALS, outcome.reason === 'too_many_reports' ? undefined : 'screenshot');
        const retry = outcome.params?.retryAfterSeconds;
        throw typeof retry === 'number' ? new HttpError(error.status, error.code, error.message, undefined, retry, { reason: outcome.reason, params: outcome.params }) : error;
      }
      return { report: outcome.value };
    },
    async myReports({ player }) {
      return listMyReports(deps, { accountId: player.id });
    },
  };
}
