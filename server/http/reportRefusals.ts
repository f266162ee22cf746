import type { ReportRefusalReason } from '../../src/contracts/reports/reportRefusalReason';
import type { RefusalTable } from './refusalError';

/** The HTTP answer of each report refusal; the client words them from `economy:report.refusals.<reason>`. */
export const REPORT_REFUSALS: RefusalTable<ReportRefusalReason> = {
  screenshot_type: { status: 400, code: 'bad_request' },
  screenshot_too_large: { status: 400, code: 'bad_request' },
  too_many_reports: { status: 429, code: 'rate_limited' },
};
