import { useQuery } from '@tanstack/react-query';
import type { InvestorReport } from '@contracts/investor';
import { api } from '../../lib/api-client';

const enc = encodeURIComponent;

export const investorReportKey = (resultId: string) => ['investor-report', resultId];

/** Stale time of the investor profile (spec 9: 5 min). */
const INVESTOR_STALE_MS = 5 * 60 * 1000;

export function useInvestorReport(resultId: string) {
  return useQuery({
    queryKey: investorReportKey(resultId),
    queryFn: () => api<InvestorReport>(`/investor-report/${enc(resultId)}`),
    staleTime: INVESTOR_STALE_MS,
    retry: false,
    meta: { silent: true },
  });
}
