import { useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../contracts/api';
import type { UserReport } from '../../contracts/reports';
import { apiQuery, useApiMutation } from '../api';

/** React Query key of the player's reports (GET /api/reports). */
export const MY_REPORTS_QUERY_KEY = ['reports', 'mine'] as const;

/** The player's reports, newest first, with their status and the team's answer. */
export function useMyReports() {
  return useQuery({ ...apiQuery(api.myReports, {}, MY_REPORTS_QUERY_KEY), staleTime: 30_000 });
}

/** POST /api/reports; the new report joins the cached list at once. */
export function useSubmitReport(onSent: (report: UserReport) => void) {
  const client = useQueryClient();
  return useApiMutation(api.submitReport, {
    onSuccess: ({ report }) => {
      client.setQueryData<{ reports: UserReport[] }>(MY_REPORTS_QUERY_KEY, (old) => ({ reports: [report, ...(old?.reports ?? [])] }));
      void client.invalidateQueries({ queryKey: MY_REPORTS_QUERY_KEY });
      onSent(report);
    },
  });
}
