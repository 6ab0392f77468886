import { useQuery } from '@tanstack/react-query';
import type { InvestorReport } from '@contracts/investor';
import { api } from '../../lib/api-client';
import { diagnosticRun } from '../../lib/diagnostic-run';

const enc = encodeURIComponent;

export const investorReportKey = (resultId: string) => ['investor-report', resultId];

/** Stale time of the investor profile (spec 9: 5 min). */
const INVESTOR_STALE_MS = 5 * 60 * 1000;

export function useInvestorReport(resultId: string) {
  return useQuery({
    queryKey: investorReportKey(resultId),
    // The report is computed on view: the investor diagnostic's own time and retries.
    queryFn: () => {
      const { timeoutMs, retries } = diagnosticRun(resultId);
      return api<InvestorReport>(`/investor-report/${enc(resultId)}`, { timeoutMs, retries });
    },
    staleTime: INVESTOR_STALE_MS,
    retry: false,
    meta: { silent: true },
  });
}
