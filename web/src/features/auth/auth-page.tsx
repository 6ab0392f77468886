import { Alert, Box, Card, CardContent, Link, Tab, Tabs, Typography } from '@mui/material';
import { useState } from 'react';
import { Link as RouterLink, Navigate, useLocation, useNavigate } from 'react-router';
import { authMessages } from '@contracts/messages/auth';
import { PRODUCT_NAME } from '@contracts/product';
import { PageLoader } from '../../components/page-loader';
import { loadAuth } from '../../lib/auth-loader';
import { useSession } from '../../lib/session';
import { LoginForm } from './login-form';
import { RecoverForm } from './recover-form';
import { RegisterForm } from './register-form';

type TabName = 'login' | 'register' | 'recover';

const warmUpAuth = () => void loadAuth().catch(() => undefined);

/** What other screens may pass to /auth (the trial sign-up passes its message and e-mail). */
export interface AuthPageState {
  from?: string;
  email?: string;
  message?: string;
}

/** /auth: Login, Registrar and Recuperar; signing in ends on /dashboard (or the page the guard came from). */
export function AuthPage() {
  const [tab, setTab] = useState<TabName>('login');
  const { data: session, isPending } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const state = location.state as AuthPageState | null;
  const destination = state?.from && state.from !== '/auth' ? state.from : '/dashboard';
  const onSignedIn = () => navigate(destination, { replace: true });

  if (isPending) return <PageLoader />;
  if (session) return <Navigate to={destination} replace />;

  return (
    <Box
      component="main"
      sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 2, bgcolor: 'background.default' }}
    >
      {/* A visitor's /auth shows without Amplify; it is fetched as soon as the user starts on a form. */}
      <Card sx={{ width: '100%', maxWidth: 460 }} onFocus={warmUpAuth}>
        <CardContent sx={{ p: { xs: 3, md: 4 } }}>
          <Typography variant="h1" sx={{ fontSize: '1.8rem', textAlign: 'center', mb: 0.5 }}>
            {PRODUCT_NAME}
          </Typography>
          <Typography color="text.secondary" sx={{ textAlign: 'center', mb: 2 }}>
            {authMessages.welcome}
          </Typography>
          {state?.message && (
            <Alert severity="success" sx={{ mb: 2 }}>
              {state.message}
            </Alert>
          )}
          <Tabs
            value={tab}
            onChange={(_, value: TabName) => setTab(value)}
            variant="fullWidth"
            sx={{ mb: 3 }}
          >
            <Tab value="login" label={authMessages.tabLogin} />
            <Tab value="register" label={authMessages.tabRegister} />
            <Tab value="recover" label={authMessages.tabRecover} />
          </Tabs>
          {tab === 'login' && <LoginForm initialEmail={state?.email ?? ''} onSignedIn={onSignedIn} />}
          {tab === 'register' && <RegisterForm onSignedIn={onSignedIn} />}
          {tab === 'recover' && <RecoverForm />}
          <Typography sx={{ textAlign: 'center', mt: 3 }} color="text.secondary">
            {authMessages.trialPrompt}{' '}
            <Link component={RouterLink} to="/trial-signup">
              {authMessages.trialLink}
            </Link>
          </Typography>
        </CardContent>
      </Card>
    </Box>
  );
}
