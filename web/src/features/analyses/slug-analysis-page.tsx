import type { ReactNode } from 'react';
import { Alert, Stack } from '@mui/material';
import { Navigate, useParams } from 'react-router';
import { analysisScreensMessages } from '@contracts/messages/analysis-screens';
import { analysisScreenKind, coreDiagnostics, type DiagnosticKind } from '@domain/core-diagnostics';
import { slugPathSegment } from '@domain/diagnostic-card';
import { readBusinessAnalysis } from '@contracts/analysis-data/business-analysis';
import { AnalysisHeader } from './analysis-header';
import { AnalysisState, RegenerateButton } from './analysis-state';
import { BusinessAnalysis } from './business-analysis-page';
import { BusinessAnalysisView } from './business-analysis-view';
import { FounderAnalysis } from './founder-analysis-page';
import { GenericAnalysisView } from './generic-analysis-view';
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

function GenericAnalysis({ resultId }: { resultId: string }) {
  const screen = useAnalysisScreen(resultId, coreDiagnostics.business.analysis);
  const completed = screen.analysis?.status === 'completed';
  const data = screen.analysis?.data;
  const business = completed ? readBusinessAnalysis(data) : null;
  return (
    <Stack spacing={3}>
      <AnalysisHeader
        title={text.generic.title}
        backTo="/analyses"
        backLabel={text.common.back}
        generatedLocally={Boolean(screen.analysis?.generatedLocally)}
        actions={screen.analysis ? <RegenerateButton screen={screen} /> : undefined}
      />
      <AnalysisState screen={screen} />
      {completed && !business && <Alert severity="info">{text.generic.unknownSlug}</Alert>}
      {completed &&
        (business ? <BusinessAnalysisView analysis={business} /> : <GenericAnalysisView data={data} />)}
    </Stack>
  );
}
