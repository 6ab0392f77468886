import { Alert, Skeleton, Stack, Typography } from '@mui/material';
import { diagnosticsMessages } from '@contracts/messages/diagnostics';
import { errorsMessages } from '@contracts/messages/errors';
import { DiagnosticsGrid } from '../../components/diagnostics-grid';
import { JourneyChecklist } from '../../components/journey-checklist';
import { useDiagnosticsOverview } from '../../lib/diagnostics-overview';
import { useJourney } from '../../lib/journey';

/** /diagnostics: the four diagnostics with completion and progress, and the journey. */
export function DiagnosticsHubPage() {
  const { data: overview, isError } = useDiagnosticsOverview();
  const journey = useJourney(overview);
  return (
    <Stack spacing={3}>
      <div>
        <Typography variant="h1" sx={{ fontSize: '1.8rem' }}>
          {diagnosticsMessages.hubTitle}
        </Typography>
        <Typography color="text.secondary">{diagnosticsMessages.hubIntro}</Typography>
      </div>
      {isError && <Alert severity="error">{errorsMessages.queryFailed}</Alert>}
      {!overview && !isError && <Skeleton variant="rounded" height={220} />}
      {overview && (
        <>
          <DiagnosticsGrid overview={overview} />
          {journey && <JourneyChecklist journey={journey} />}
        </>
      )}
    </Stack>
  );
}
