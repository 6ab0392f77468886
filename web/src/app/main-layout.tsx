import { Box, Container, useMediaQuery, useTheme } from '@mui/material';
import { Suspense, useEffect, useState } from 'react';
import { Outlet } from 'react-router';
import { PageLoader } from '../components/page-loader';
import { PageErrorBoundary } from './errors/route-error-boundary';
import { AppHeader } from './shell/app-header';
import { ImpersonationBanner } from './shell/impersonation-banner';
import { SkipLink } from './shell/skip-link';
import { DesktopSidebar, MobileSidebar } from './shell/sidebar';
import { useSidebarCollapsed } from './shell/use-sidebar-collapsed';

/**
 * The signed-in shell: the collapsible sidebar (a slide-over below 768 px), the impersonation banner,
 * the header, and the page in the main region. A page that throws shows 'Erro na página' inside the
 * shell, so the menu stays usable.
 */
export function MainLayout() {
  const [collapsed, toggleCollapsed] = useSidebarCollapsed();
  const [menuOpen, setMenuOpen] = useState(false);
  const isDesktop = useMediaQuery(useTheme().breakpoints.up('md'));
  useEffect(() => {
    if (isDesktop) setMenuOpen(false);
  }, [isDesktop]);

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      <SkipLink />
      <DesktopSidebar collapsed={collapsed} onToggle={toggleCollapsed} />
      <MobileSidebar open={menuOpen} onClose={() => setMenuOpen(false)} />
      <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
        <ImpersonationBanner />
        <AppHeader menuOpen={menuOpen} onOpenMenu={() => setMenuOpen(true)} />
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
