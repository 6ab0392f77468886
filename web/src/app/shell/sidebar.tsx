import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import CloseOutlined from '@mui/icons-material/CloseOutlined';
import ExploreOutlined from '@mui/icons-material/ExploreOutlined';
import { Box, Divider, Drawer, IconButton, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { shellMessages } from '@contracts/messages/shell';
import { PRODUCT_NAME } from '@contracts/product';
import { appConfig } from '@config/app-config';
import { SidebarNav } from './sidebar-nav';

const text = shellMessages;
const { sidebarExpandedPx, sidebarCollapsedPx } = appConfig.layout;

/** `dense` for the slide-over, where the close button shares the row. */
function Brand({ collapsed, dense = false }: { collapsed: boolean; dense?: boolean }) {
  return (
    <Box
      component={RouterLink}
      to="/dashboard"
      aria-label={collapsed ? PRODUCT_NAME : undefined}
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        color: 'primary.main',
        textDecoration: 'none',
        minWidth: 0,
        borderRadius: 1,
      }}
    >
      <ExploreOutlined aria-hidden sx={{ fontSize: dense ? 24 : 30 }} />
      {!collapsed && (
        <Typography
          component="span"
          variant="subtitle1"
          noWrap
          sx={{ fontWeight: 700, fontSize: dense ? '0.95rem' : undefined }}
        >
          {PRODUCT_NAME}
        </Typography>
      )}
    </Box>
  );
}

/** From 768 px: the sidebar, 240 px wide or collapsed to 64 px (icons only). */
export function DesktopSidebar({ collapsed, onToggle }: { collapsed: boolean; onToggle: () => void }) {
  const width = collapsed ? sidebarCollapsedPx : sidebarExpandedPx;
  const toggleLabel = collapsed ? text.expandSidebar : text.collapseSidebar;
  return (
    <Box
      component="nav"
      aria-label={text.mainNavigation}
      sx={{
        display: { xs: 'none', md: 'flex' },
        flexDirection: 'column',
        flexShrink: 0,
        width,
        position: 'sticky',
        top: 0,
        height: '100vh',
        overflowX: 'hidden',
        overflowY: 'auto',
        bgcolor: 'background.paper',
        borderRight: 1,
        borderColor: 'divider',
        transition: (theme) =>
          theme.transitions.create('width', {
            duration: theme.transitions.duration.standard,
            easing: theme.transitions.easing.sharp,
          }),
      }}
    >
      <Box
        sx={{
          height: 64,
          display: 'flex',
          alignItems: 'center',
          justifyContent: collapsed ? 'center' : 'flex-start',
          px: collapsed ? 0 : 2,
        }}
      >
        <Brand collapsed={collapsed} />
      </Box>
      <Divider />
      <Box sx={{ flex: 1 }}>
        <SidebarNav collapsed={collapsed} />
      </Box>
      <Divider />
      <Box sx={{ display: 'flex', justifyContent: collapsed ? 'center' : 'flex-end', p: 1 }}>
        {/* No tooltip: it would stay behind at the button's old place while the width animates. */}
        <IconButton onClick={onToggle} aria-label={toggleLabel} aria-expanded={!collapsed}>
          {collapsed ? <ChevronRight /> : <ChevronLeft />}
        </IconButton>
      </Box>
    </Box>
  );
}

/** Below 768 px: the same menu as a slide-over, opened by the header's menu button. */
export function MobileSidebar({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Drawer
      variant="temporary"
      open={open}
      onClose={onClose}
      sx={{ display: { md: 'none' } }}
      slotProps={{
        // MUI gives the slide-over's paper role=dialog; it needs a name.
        paper: { 'aria-label': text.mainNavigation, sx: { width: sidebarExpandedPx } },
      }}
    >
      <Box
        sx={{
          height: 56,
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 0.5,
          pl: 1.5,
          pr: 0.5,
        }}
      >
        <Brand collapsed={false} dense />
        <IconButton size="small" onClick={onClose} aria-label={text.closeMenu}>
          <CloseOutlined />
        </IconButton>
      </Box>
      <Divider />
      <nav aria-label={text.mainNavigation}>
        <SidebarNav collapsed={false} onNavigate={onClose} />
      </nav>
    </Drawer>
  );
}
