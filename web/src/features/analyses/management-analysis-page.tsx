import ShareIcon from '@mui/icons-material/Share';
import { Button, Stack } from '@mui/material';
import { analysisScreensMessages } from '@contracts/messages/analysis-screens';
import { readManagementAreas } from '@contracts/analysis-data/management';
import { coreDiagnostics } from '@domain/core-diagnostics';
import { useToast } from '../../lib/toast';
import { AnalysisHeader, RedoButton } from './analysis-header';
import { withResultId } from './result-route';
import { ExportPdfButton } from '../../lib/pdf/export-pdf-button';
import { managementReportDefinition } from './pdf/reports';
import { AnalysisState, RegenerateButton } from './analysis-state';
import { ManagementAreas } from './management-areas';
import { ManagementOverview } from './management-overview';
import { isManagementProcessing } from './processing';
import { useAnalysisScreen } from './use-analysis-screen';

const text = analysisScreensMessages;

/** /management-system-analysis/{resultId}. */
export const ManagementAnalysisPage = withResultId(ManagementAnalysis);

export function ManagementAnalysis({ resultId }: { resultId: string }) {
  const screen = useAnalysisScreen(resultId, coreDiagnostics.management.analysis, {
    isProcessing: isManagementProcessing,
  });
  const toast = useToast();
  const analysis = screen.analysis;
  const areas = screen.shown ? readManagementAreas(analysis?.data) : [];
  const ready = analysis !== null && screen.shown && areas.length > 0;

  async function share() {
    try {
      await navigator.clipboard.writeText(window.location.href);
      toast({ title: text.common.linkCopied, variant: 'success' });
    } catch {
      toast({ title: text.common.copyLinkError, variant: 'destructive' });
    }
  }

  return (
    <Stack spacing={3}>
      <AnalysisHeader
        title={text.management.title}
        backTo="/management-diagnostic"
        backLabel={text.management.backLabel}
        generatedLocally={Boolean(analysis?.generatedLocally)}
        actions={
          <>
            {analysis && <RegenerateButton screen={screen} />}
            {ready && (
              <ExportPdfButton
                kind="management"
                companyName={analysis.companyName}
                build={(meta) =>
                  managementReportDefinition({ overview: analysis.overview ?? analysis.data, areas }, meta)
                }
              />
            )}
            {ready && (
              <Button variant="outlined" startIcon={<ShareIcon />} onClick={() => void share()}>
                {text.common.share}
              </Button>
            )}
            <RedoButton to="/management-diagnostic" />
          </>
        }
      />
      {/* Spec 4: the bar stands at 50 while polling, 70 once the first step's overview is in. */}
      <AnalysisState screen={screen} progress={analysis?.overview ? 70 : 50} />
      {ready && (
        <>
          <ManagementOverview overview={analysis.overview ?? analysis.data} areas={areas} />
          <ManagementAreas areas={areas} />
        </>
      )}
    </Stack>
  );
}
