import ReplayIcon from '@mui/icons-material/Replay';
import { Alert, Button, Stack } from '@mui/material';
import { Navigate, Link as RouterLink, useParams } from 'react-router';
import { readBusinessAnalysis } from '../../../../functions/ai/schemas/business-analysis';
import { analysisScreensMessages } from '@contracts/messages/analysis-screens';
import { AnalysisHeader } from './analysis-header';
import { ExportPdfButton } from './pdf/export-pdf-button';
import { businessReportDefinition } from './pdf/reports';
import { AnalysisState, RegenerateButton } from './analysis-state';
import { BusinessAnalysisView } from './business-analysis-view';
import { POLL_MS, useAnalysisScreen } from './use-analysis-screen';

const text = analysisScreensMessages;

/** /business-analysis/{resultId}. */
export function BusinessAnalysisPage() {
  const { resultId } = useParams();
  if (!resultId) return <Navigate to="/diagnostics" replace />;
  return <BusinessAnalysis resultId={resultId} />;
}

export function BusinessAnalysis({ resultId }: { resultId: string }) {
  const screen = useAnalysisScreen(resultId, POLL_MS.business);
  const completed = screen.analysis?.status === 'completed';
  const data = completed ? readBusinessAnalysis(screen.analysis?.data) : null;
  return (
    <Stack spacing={3}>
      <AnalysisHeader
        title={text.business.title}
        backTo="/diagnostics"
        backLabel={text.business.backLabel}
        generatedLocally={Boolean(screen.analysis?.generatedLocally || data?.generatedLocally)}
        actions={
          <>
            <Button
              component={RouterLink}
              to="/business-diagnostic"
              variant="outlined"
              startIcon={<ReplayIcon />}
            >
              {text.common.redo}
            </Button>
            {screen.analysis && <RegenerateButton screen={screen} />}
            {completed && (
              <ExportPdfButton
                kind="business"
                companyName={screen.analysis?.companyName}
                build={(meta) => businessReportDefinition(data, meta)}
              />
            )}
          </>
        }
      />
      <AnalysisState screen={screen} />
      {completed &&
        (data ? (
          <BusinessAnalysisView analysis={data} />
        ) : (
          <Alert severity="warning">{text.common.unsupportedShape}</Alert>
        ))}
    </Stack>
  );
}
