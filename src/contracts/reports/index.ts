import { myReports, submitReport } from './reportEndpoints';

/** Every issue-report endpoint; spread into `api` in src/contracts/api/index.ts. */
export const reportsApi = { submitReport, myReports } as const;

export * from './reportEndpoints';
