import { Alert, Stack } from '@mui/material';
import { readBusinessAnalysis } from '@contracts/analysis-data/business-analysis';
import { analysisScreensMessages } from '@contracts/messages/analysis-screens';
import { coreDiagnostics } from '@domain/core-diagnostics';
import { AnalysisHeader, RedoButton } from './analysis-header';
import { withResultId } from './result-route';
import { ExportPdfButton } from '../../lib/pdf/export-pdf-button';
import { businessReportDefinition } from './pdf/reports';
import { AnalysisState, RegenerateButton } from './analysis-state';
import { BusinessAnalysisView } from './business-analysis-view';
import { useAnalysisScreen } from './use-analysis-screen';

const text = analysisScreensMessages;

/** /business-analysis/{resultId}. */
export const BusinessAnalysisPage = withResultId(BusinessAnalysis);

export function BusinessAnalysis({ resultId }: { resultId: string }) {
  const screen = useAnalysisScreen(resultId, coreDiagnostics.business.analysis);
  const completed = screen.shown;
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
            <RedoButton to="/business-diagnostic" />
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
