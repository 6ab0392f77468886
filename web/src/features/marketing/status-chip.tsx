import { Chip } from '@mui/material';
import type { MarketingAnalysisStatus } from '@contracts/website-analysis';
import { marketingMessages } from '@contracts/messages/marketing';

const colour = { pending: 'default', processing: 'info', completed: 'success', failed: 'error' } as const;

/** An analysis's status, in words and colour. */
export function StatusChip({ status }: { status: MarketingAnalysisStatus }) {
  return <Chip size="small" color={colour[status]} label={marketingMessages.status[status]} />;
}
