import { useDeferredValue } from 'react';
import { Box, Skeleton, Stack, Typography } from '@mui/material';
import { dashboardMessages } from '@contracts/messages/dashboard';
import { journeyMessages } from '@contracts/messages/journey';
import { dossierStatus } from '@domain/dossier-unlock';
import { calculateUserProgress } from '@domain/user-progress';
import { DiagnosticsGrid } from '../../components/diagnostics-grid';
import { ComponentErrorBoundary } from '../../components/errors/component-error-boundary';
import { DashboardErrorScreen } from '../../components/errors/dashboard-error-screen';
import { JourneyChecklist } from '../../components/journey-checklist';
import { useActionPlans } from '../../lib/action-plans';
import { useDiagnosticsOverview } from '../../lib/diagnostics-overview';
import { useJourney } from '../../lib/journey';
import { learningTotals, useLearningModules } from '../../lib/learning-modules';
import { useMe } from '../../lib/me';
import { useHydrated } from '../../prerender/first-load';
import { DossierCard } from './dossier-card';
import { OnboardingModal } from './onboarding-modal';
import { PriorityActionsCard } from './priority-actions-card';
import { ProgressSummary } from './progress-summary';

/**
 * /dashboard; if it cannot render or load, the spec's dashboard failure screen (reload) replaces it.
 * A card that fails to render shows the component-level error screen (one retry) in its place.
 */
export function DashboardPage() {
  return (
    <ComponentErrorBoundary fallback={<DashboardErrorScreen />}>
      <Dashboard />
    </ComponentErrorBoundary>
  );
}

function Dashboard() {
  const me = useMe();
  const overview = useDiagnosticsOverview();
  // While React hydrates the page it is its loading state, as on screen, whatever has arrived meanwhile
  // (see useHydrated); the data shows in the render right after.
  const hydrated = useHydrated();
  const profile = hydrated ? me.data : undefined;
  // The page's reads often answer together: their cards render in a transition, in slices, instead of
  // in one long task right after the answers arrive.
  const data = useDeferredValue(hydrated ? overview.data : undefined);
  const plans = useDeferredValue(useActionPlans().data);
  const journey = useJourney(data);
  const learning = learningTotals(useDeferredValue(useLearningModules().data));
  if (hydrated && (me.isError || overview.isError)) return <DashboardErrorScreen />;
  const actionItems = plans?.plans.flatMap((plan) => plan.items) ?? [];
  const hasPlan = (plans?.plans.length ?? 0) > 0;
  const progress = data
    ? calculateUserProgress({
        diagnostics: data.diagnostics,
        results: data.results,
        actionItems,
        resourcesViewed: learning.viewed,
        resourcesTotal: learning.total,
      })
    : null;
  return (
    <Stack spacing={3}>
      {hydrated && <OnboardingModal />}
      <Box>
        <Typography variant="h1" sx={{ fontSize: '1.8rem', mb: 0.5 }}>
          {profile ? dashboardMessages.greeting(profile.firstName) : <Skeleton width={240} />}
        </Typography>
        <Typography color="text.secondary">{dashboardMessages.intro}</Typography>
      </Box>
      {!data && <Skeleton variant="rounded" height={240} />}
      {data && (
        <>
          {journey && (
            <ComponentErrorBoundary>
              <JourneyChecklist journey={journey} />
            </ComponentErrorBoundary>
          )}
          {progress && (
            <ComponentErrorBoundary>
              <ProgressSummary progress={progress} />
            </ComponentErrorBoundary>
          )}
          <Box component="section" aria-label={journeyMessages.diagnosticsTitle}>
            <Typography variant="h2" sx={{ fontSize: '1.2rem', mb: 2 }}>
              {journeyMessages.diagnosticsTitle}
            </Typography>
            <ComponentErrorBoundary>
              <DiagnosticsGrid overview={data} />
            </ComponentErrorBoundary>
          </Box>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
            <ComponentErrorBoundary>
              <DossierCard status={dossierStatus(data.diagnostics, data.results)} />
            </ComponentErrorBoundary>
            <ComponentErrorBoundary>
              <PriorityActionsCard items={actionItems} hasPlan={hasPlan} />
            </ComponentErrorBoundary>
          </Box>
        </>
      )}
    </Stack>
  );
}
