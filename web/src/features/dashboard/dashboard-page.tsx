import { Alert, Card, CardContent, Skeleton, Typography } from '@mui/material';
import { messages } from '@contracts/messages';
import { useMe } from '../../lib/me';
import { OnboardingModal } from './onboarding-modal';

export function DashboardPage() {
  const { data: me, isPending, isError } = useMe();
  if (isError) return <Alert severity="error">{messages.errors.queryFailed}</Alert>;
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
