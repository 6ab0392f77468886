import type { ReactNode } from 'react';
import { Alert, Stack } from '@mui/material';
import { Navigate, useParams } from 'react-router';
import { analysisScreensMessages } from '@contracts/messages/analysis-screens';
import { analysisScreenKind, otherDiagnostics, type DiagnosticKind } from '@domain/core-diagnostics';
import { slugPathSegment } from '@domain/diagnostic-card';
import { useQuery } from '@tanstack/react-query';
import { readBusinessAnalysis } from '@contracts/analysis-data/business-analysis';
import { readGenericAnalysis } from '@contracts/analysis-data/generic-analysis';
import { diagnosticsOverviewQuery } from '../../lib/diagnostics-overview';
import { AnalysisHeader } from './analysis-header';
import { AnalysisState, RegenerateButton } from './analysis-state';
import { BusinessAnalysis } from './business-analysis-page';
import { BusinessAnalysisView } from './business-analysis-view';
import { FounderAnalysis } from './founder-analysis-page';
import { GenericAnalysisView } from './generic-analysis-view';
import { GenericReportView } from './generic-report-view';
import { InvestorAnalysis } from './investor-analysis-page';
import { ManagementAnalysis } from './management-analysis-page';
import { useAnalysisScreen } from './use-analysis-screen';

const text = analysisScreensMessages;

/** The screen of each core diagnostic (reached by its slug, its kind or an alias: analysisScreenKind). */
const screens: Record<DiagnosticKind, (props: { resultId: string }) => ReactNode> = {
  founder: FounderAnalysis,
  business: BusinessAnalysis,
  management: ManagementAnalysis,
  investor: InvestorAnalysis,
};

/** /analysis/{slug}/{resultId}: the slug's own screen, else a generic view of the analysis. */
export function SlugAnalysisPage() {
  const { slug, resultId } = useParams();
  if (!slug || !resultId) return <Navigate to="/diagnostics" replace />;
  const kind = analysisScreenKind(slugPathSegment(slug));
  if (!kind) return <GenericAnalysis resultId={resultId} />;
  const Screen = screens[kind];
  return <Screen resultId={resultId} />;
}

/**
 * Any other diagnostic's analysis (the generic one); data of another shape (a business analysis, an
 * older format) is still shown as it is. The diagnostic's title, when the diagnostics list is cached
 * already (no request of its own).
 */
function GenericAnalysis({ resultId }: { resultId: string }) {
  const screen = useAnalysisScreen(resultId, otherDiagnostics.analysis);
  const overview = useQuery({ ...diagnosticsOverviewQuery, enabled: false });
  const diagnosticTitle = overview.data?.diagnostics.find((diagnostic) => diagnostic.id === resultId)?.title;
  const completed = screen.shown;
  const data = screen.analysis?.data;
  const generic = completed ? readGenericAnalysis(data) : null;
  const business = completed && !generic ? readBusinessAnalysis(data) : null;
  return (
    <Stack spacing={3}>
      <AnalysisHeader
        title={text.generic.title}
        subtitle={diagnosticTitle}
        backTo="/analyses"
        backLabel={text.common.back}
        generatedLocally={Boolean(screen.analysis?.generatedLocally)}
        actions={screen.analysis ? <RegenerateButton screen={screen} /> : undefined}
      />
      <AnalysisState screen={screen} />
      {generic && <GenericReportView analysis={generic} />}
      {business && <BusinessAnalysisView analysis={business} />}
      {completed && !generic && !business && (
        <>
          <Alert severity="info">{text.generic.unknownSlug}</Alert>
          <GenericAnalysisView data={data} />
        </>
      )}
    </Stack>
  );
}
