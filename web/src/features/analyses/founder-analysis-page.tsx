import { Alert, Stack } from '@mui/material';
import { analysisScreensMessages } from '@contracts/messages/analysis-screens';
import { readFounderAnalysis } from '@contracts/analysis-data/founder-analysis';
import { coreDiagnostics } from '@domain/core-diagnostics';
import { AnalysisHeader, RedoButton } from './analysis-header';
import { withResultId } from './result-route';
import { ExportPdfButton } from '../../lib/pdf/export-pdf-button';
import { founderReportDefinition } from './pdf/reports';
import { AnalysisState, RegenerateButton } from './analysis-state';
import { FounderLegacyView, FounderSectionedView } from './founder-older-views';
import { FounderPdaView } from './founder-pda-view';
import { useAnalysisScreen } from './use-analysis-screen';

const text = analysisScreensMessages;

/** /founder-analysis/{resultId}. */
export const FounderAnalysisPage = withResultId(FounderAnalysis);

export function FounderAnalysis({ resultId }: { resultId: string }) {
  const screen = useAnalysisScreen(resultId, coreDiagnostics.founder.analysis);
  const completed = screen.shown;
  const read = completed ? readFounderAnalysis(screen.analysis?.data) : null;
  return (
    <Stack spacing={3}>
      <AnalysisHeader
        title={text.founder.title}
        backTo="/founder-diagnostic"
        backLabel={text.founder.backLabel}
        generatedLocally={Boolean(screen.analysis?.generatedLocally)}
        actions={
          <>
            <RedoButton to="/founder-diagnostic?reset=true" />
            {screen.analysis && <RegenerateButton screen={screen} />}
            {completed && (
              <ExportPdfButton
                kind="founder"
                companyName={screen.analysis?.companyName}
                build={(meta) => founderReportDefinition(read, meta)}
              />
            )}
          </>
        }
      />
      <AnalysisState screen={screen} />
      {completed && !read && <Alert severity="warning">{text.common.unsupportedShape}</Alert>}
      {read?.format === 'pda' && <FounderPdaView analysis={read.analysis} />}
      {read?.format === 'legacy' && <FounderLegacyView analysis={read.analysis} />}
      {read?.format === 'sectioned' && <FounderSectionedView analysis={read.analysis} />}
    </Stack>
  );
}
