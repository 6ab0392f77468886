import type { InvestorReport } from '@contracts/investor';

/**
 * How the investor screen treats the revenue (spec: it warns when the revenue is implausible and shows
 * the invalid-revenue card, instead of the comparison and the pie, only when it is 0 or less).
 */
export function revenueDisplay(report: Pick<InvestorReport, 'revenue' | 'revenueValid'>) {
  if (report.revenue <= 0) return 'invalid-card' as const;
  return report.revenueValid ? ('charts' as const) : ('charts-with-warning' as const);
}
