import { Card, CardContent, Skeleton, Typography } from '@mui/material';
import { messages } from '@contracts/messages';
import { ComponentErrorBoundary } from '../../components/errors/component-error-boundary';
import { DashboardErrorScreen } from '../../components/errors/dashboard-error-screen';
import { useMe } from '../../lib/me';
import { OnboardingModal } from './onboarding-modal';

/** /dashboard; if it cannot render or load, the spec's dashboard failure screen (reload) replaces it. */
export function DashboardPage() {
  return (
    <ComponentErrorBoundary fallback={<DashboardErrorScreen />}>
      <Dashboard />
    </ComponentErrorBoundary>
  );
}

function Dashboard() {
  const { data: me, isPending, isError } = useMe();
  if (isError) return <DashboardErrorScreen />;
  return (
    <Card>
      <OnboardingModal />
      <CardContent>
        <Typography variant="h1" sx={{ fontSize: '1.8rem', mb: 1 }}>
          {isPending ? <Skeleton width={240} /> : messages.dashboard.greeting(me.firstName)}
        </Typography>
        <Typography color="text.secondary">{messages.dashboard.intro}</Typography>
      </CardContent>
    </Card>
  );
}
