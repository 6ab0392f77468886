import { Alert, Skeleton, Stack, Typography } from '@mui/material';
import { messages } from '@contracts/messages';
import { journeyFromOverview } from '@domain/journey';
import { DiagnosticsGrid } from '../../components/diagnostics-grid';
import { JourneyChecklist } from '../../components/journey-checklist';
import { useDiagnosticsOverview } from '../../lib/diagnostics-overview';

/** /diagnostics: the four diagnostics with completion and progress, and the journey. */
export function DiagnosticsHubPage() {
  const { data: overview, isError } = useDiagnosticsOverview();
  return (
    <Stack spacing={3}>
      <div>
        <Typography variant="h1" sx={{ fontSize: '1.8rem' }}>
          {messages.diagnostics.hubTitle}
        </Typography>
        <Typography color="text.secondary">{messages.diagnostics.hubIntro}</Typography>
      </div>
      {isError && <Alert severity="error">{messages.errors.queryFailed}</Alert>}
      {!overview && !isError && <Skeleton variant="rounded" height={220} />}
      {overview && (
        <>
          <DiagnosticsGrid overview={overview} />
          {/* Action plans arrive with their own work; until then no plan exists. */}
          <JourneyChecklist journey={journeyFromOverview(overview, false)} />
        </>
      )}
    </Stack>
  );
}
