import MenuOutlined from '@mui/icons-material/MenuOutlined';
import {
  AppBar,
  Box,
  Container,
  IconButton,
  Toolbar,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { Suspense, useEffect, useState } from 'react';
import { Outlet } from 'react-router';
import { adminMessages } from '@contracts/messages/admin';
import { shellMessages } from '@contracts/messages/shell';
import { PageLoader } from '../components/page-loader';
import { PageErrorBoundary } from './errors/route-error-boundary';
import { AdminDesktopSidebar, AdminMobileSidebar } from './shell/admin-sidebar';
import { SkipLink } from './shell/skip-link';
import { UserMenu } from './shell/user-menu';

/**
 * The admin area's layout (spec 1 "Admin layout"): its own sidebar with the user, content and system
 * groups (a slide-over below 768 px), the header 'Painel de Administração' with the user menu, and the
 * page. The way back to the platform is at the foot of the sidebar.
 */
export function AdminLayout() {
  const [menuOpen, setMenuOpen] = useState(false);
  const isDesktop = useMediaQuery(useTheme().breakpoints.up('md'));
  useEffect(() => {
    if (isDesktop) setMenuOpen(false);
  }, [isDesktop]);

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      <SkipLink />
      <AdminDesktopSidebar />
      <AdminMobileSidebar open={menuOpen} onClose={() => setMenuOpen(false)} />
      <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
        <AppBar
          position="sticky"
          color="inherit"
          elevation={0}
          sx={{ borderBottom: 1, borderColor: 'divider', bgcolor: 'background.paper' }}
        >
          <Toolbar sx={{ gap: 1, minHeight: { xs: 56, md: 64 } }}>
            <IconButton
              edge="start"
              onClick={() => setMenuOpen(true)}
              aria-label={shellMessages.openMenu}
              aria-expanded={menuOpen}
              sx={{ display: { md: 'none' } }}
            >
              <MenuOutlined />
            </IconButton>
            <Typography
              component="p"
              noWrap
              sx={{ flex: 1, minWidth: 0, fontWeight: 700, fontSize: { xs: '1.05rem', md: '1.2rem' } }}
            >
              {adminMessages.layout.title}
            </Typography>
            <UserMenu />
          </Toolbar>
        </AppBar>
        <Box component="main" id="main-content" tabIndex={-1} sx={{ flex: 1, outline: 'none' }}>
          <Container maxWidth="lg" sx={{ py: { xs: 2, md: 4 } }}>
            <PageErrorBoundary>
              <Suspense fallback={<PageLoader />}>
                <Outlet />
              </Suspense>
            </PageErrorBoundary>
          </Container>
        </Box>
      </Box>
    </Box>
  );
}
