import { Box, Container, useMediaQuery, useTheme } from '@mui/material';
import { Suspense, useEffect, useState, type ReactNode } from 'react';
import { Outlet } from 'react-router';
import { PageLoader } from '../components/page-loader';
import { PageErrorBoundary } from './errors/route-error-boundary';
import { AppHeader } from './shell/app-header';
import { DesktopSidebar, MobileSidebar, type SidebarCollapse, type SidebarMenu } from './shell/sidebar';
import { SkipLink } from './shell/skip-link';

interface ShellLayoutProps {
  menu: SidebarMenu;
  /** The desktop sidebar's collapse; without it, the sidebar stays open. */
  collapse?: SidebarCollapse;
  /** Above the header (the impersonation banner). */
  banner?: ReactNode;
  /** The header's contents, after the slide-over's menu button. */
  header: ReactNode;
}

/**
 * The layout of the user's shell (main-layout.tsx) and of the admin's (admin-layout.tsx): the skip link,
 * the sidebar (a slide-over below 768 px), the header, and the page in the main region. A page that
 * throws shows 'Erro na página' inside the shell, so the menu stays usable.
 */
export function ShellLayout({ menu, collapse, banner, header }: ShellLayoutProps) {
  const [menuOpen, setMenuOpen] = useState(false);
  const isDesktop = useMediaQuery(useTheme().breakpoints.up('md'));
  useEffect(() => {
    if (isDesktop) setMenuOpen(false);
  }, [isDesktop]);

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      <SkipLink />
      <DesktopSidebar menu={menu} collapse={collapse} />
      <MobileSidebar menu={menu} open={menuOpen} onClose={() => setMenuOpen(false)} />
      <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
        {banner}
        <AppHeader menuOpen={menuOpen} onOpenMenu={() => setMenuOpen(true)}>
          {header}
        </AppHeader>
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
