import { AppBar, Box, Button, Container, Toolbar, Typography } from '@mui/material';
import { Suspense } from 'react';
import { Link as RouterLink, Outlet, useNavigate } from 'react-router';
import { messages } from '@contracts/messages';
import { PRODUCT_NAME } from '@contracts/product';
import { useSession, useSignOut } from '../lib/session';
import { useToast } from '../lib/toast';
import { PageLoader } from '../components/page-loader';

/** The signed-in shell. The full sidebar, bell and user menu come with the platform-core screens. */
export function MainLayout() {
  const { data: session } = useSession();
  const signOut = useSignOut();
  const navigate = useNavigate();
  const toast = useToast();

  const onSignOut = async () => {
    try {
      await signOut();
      navigate('/auth', { replace: true });
    } catch (error) {
      toast({
        title: messages.auth.signOutErrorTitle,
        description: (error as Error).message,
        variant: 'destructive',
      });
    }
  };

  return (
    <Box sx={{ minHeight: '100vh' }}>
      <AppBar position="sticky">
        <Toolbar sx={{ gap: 1 }}>
          <Typography
            component={RouterLink}
            to="/dashboard"
            variant="h6"
            sx={{ color: 'inherit', textDecoration: 'none', flexGrow: 1 }}
          >
            {PRODUCT_NAME}
          </Typography>
          <Button color="inherit" component={RouterLink} to="/dashboard">
            {messages.shell.dashboard}
          </Button>
          {session?.isAdmin && (
            <Button color="inherit" component={RouterLink} to="/admin">
              {messages.shell.admin}
            </Button>
          )}
          <Button color="inherit" onClick={onSignOut}>
            {messages.shell.signOut}
          </Button>
        </Toolbar>
      </AppBar>
      <Container component="main" maxWidth="lg" sx={{ py: 4 }}>
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </Container>
    </Box>
  );
}
