import { Box, Card, CardContent, Tab, Tabs, Typography } from '@mui/material';
import { useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { messages } from '@contracts/messages';
import { PRODUCT_NAME } from '@contracts/product';
import { PageLoader } from '../../components/page-loader';
import { useSession } from '../../lib/session';
import { LoginForm } from './login-form';
import { RegisterForm } from './register-form';

type TabName = 'login' | 'register';

/** /auth: sign in or create an account; both end on /dashboard (or the page the guard came from). */
export function AuthPage() {
  const [tab, setTab] = useState<TabName>('login');
  const { data: session, isPending } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const state = location.state as { from?: string; email?: string } | null;
  const destination = state?.from && state.from !== '/auth' ? state.from : '/dashboard';
  const onSignedIn = () => navigate(destination, { replace: true });

  if (isPending) return <PageLoader />;
  if (session) return <Navigate to={destination} replace />;

  return (
    <Box
      component="main"
      sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 2, bgcolor: 'background.default' }}
    >
      <Card sx={{ width: '100%', maxWidth: 460 }}>
        <CardContent sx={{ p: { xs: 3, md: 4 } }}>
          <Typography variant="h1" sx={{ fontSize: '1.8rem', textAlign: 'center', mb: 0.5 }}>
            {PRODUCT_NAME}
          </Typography>
          <Typography color="text.secondary" sx={{ textAlign: 'center', mb: 2 }}>
            {messages.auth.welcome}
          </Typography>
          <Tabs
            value={tab}
            onChange={(_, value: TabName) => setTab(value)}
            variant="fullWidth"
            sx={{ mb: 3 }}
          >
            <Tab value="login" label={messages.auth.tabLogin} />
            <Tab value="register" label={messages.auth.tabRegister} />
          </Tabs>
          {tab === 'login' ? (
            <LoginForm initialEmail={state?.email ?? ''} onSignedIn={onSignedIn} />
          ) : (
            <RegisterForm onSignedIn={onSignedIn} />
          )}
        </CardContent>
      </Card>
    </Box>
  );
}
