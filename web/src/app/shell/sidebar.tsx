import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import CloseOutlined from '@mui/icons-material/CloseOutlined';
import ExploreOutlined from '@mui/icons-material/ExploreOutlined';
import { Box, Divider, Drawer, IconButton, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { shellMessages } from '@contracts/messages/shell';
import { PRODUCT_NAME } from '@contracts/product';
import { appConfig } from '@config/app-config';
import type { NavSection } from './nav-item';
import { SidebarNav } from './sidebar-nav';

const text = shellMessages;
const { sidebarExpandedPx, sidebarCollapsedPx } = appConfig.layout;

/** What a shell's sidebar holds: the user's and the admin's differ only in this. */
export interface SidebarMenu {
  /** The landmark's name, and the slide-over's. */
  label: string;
  /** Where the product's name leads. */
  home: string;
  sections: readonly NavSection[];
  /**
   * What stands under the menu, in the sidebar and in the slide-over (the admin's way back to the
   * platform); `onNavigate` closes the slide-over.
   */
  footer?: (onNavigate?: () => void) => ReactNode;
  /** The admin's longer menu: smaller type, labels that wrap, a wider slide-over, a mark of one size. */
  dense?: boolean;
}

/** The desktop sidebar's collapsed state and its toggle; a sidebar without it stays open. */
export interface SidebarCollapse {
  collapsed: boolean;
  onToggle: () => void;
}

/** The mark's size: in the user's sidebar, in its slide-over, and in both of a dense menu's. */
const markPx = { sidebar: 30, slideOver: 24, dense: 28 };

function Brand({ home, collapsed, size }: { home: string; collapsed: boolean; size: keyof typeof markPx }) {
  return (
    <Box
      component={RouterLink}
      to={home}
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
      <ExploreOutlined aria-hidden sx={{ fontSize: markPx[size] }} />
      {!collapsed && (
        <Typography
          component="span"
          variant="subtitle1"
          noWrap
          sx={{ fontWeight: 700, fontSize: size === 'slideOver' ? '0.95rem' : undefined }}
        >
          {PRODUCT_NAME}
        </Typography>
      )}
    </Box>
  );
}

/** From 768 px: the sidebar, 240 px wide or, when it can collapse, 64 px (icons only). */
export function DesktopSidebar({ menu, collapse }: { menu: SidebarMenu; collapse?: SidebarCollapse }) {
  const collapsed = collapse?.collapsed ?? false;
  return (
    <Box
      component="nav"
      aria-label={menu.label}
      sx={{
        display: { xs: 'none', md: 'flex' },
        flexDirection: 'column',
        flexShrink: 0,
        width: collapsed ? sidebarCollapsedPx : sidebarExpandedPx,
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
          flexShrink: 0,
          display: 'flex',
          alignItems: 'center',
          justifyContent: collapsed ? 'center' : 'flex-start',
          px: collapsed ? 0 : 2,
        }}
      >
        <Brand home={menu.home} collapsed={collapsed} size={menu.dense ? 'dense' : 'sidebar'} />
      </Box>
      <Divider />
      <Box sx={{ flex: 1 }}>
        <SidebarNav sections={menu.sections} collapsed={collapsed} dense={Boolean(menu.dense)} />
      </Box>
      {menu.footer?.()}
      {collapse && (
        <>
          <Divider />
          <Box sx={{ display: 'flex', justifyContent: collapsed ? 'center' : 'flex-end', p: 1 }}>
            {/* No tooltip: it would stay behind at the button's old place while the width animates. */}
            <IconButton
              onClick={collapse.onToggle}
              aria-label={collapsed ? text.expandSidebar : text.collapseSidebar}
              aria-expanded={!collapsed}
            >
              {collapsed ? <ChevronRight /> : <ChevronLeft />}
            </IconButton>
          </Box>
        </>
      )}
    </Box>
  );
}

/** Below 768 px: the same menu as a slide-over, opened by the header's menu button. */
export function MobileSidebar({
  menu,
  open,
  onClose,
}: {
  menu: SidebarMenu;
  open: boolean;
  onClose: () => void;
}) {
  return (
    <Drawer
      variant="temporary"
      open={open}
      onClose={onClose}
      sx={{ display: { md: 'none' } }}
      slotProps={{
        // MUI gives the slide-over's paper role=dialog; it needs a name.
        paper: { 'aria-label': menu.label, sx: { width: sidebarExpandedPx + (menu.dense ? 24 : 0) } },
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
        <Brand home={menu.home} collapsed={false} size={menu.dense ? 'dense' : 'slideOver'} />
        <IconButton size="small" onClick={onClose} aria-label={text.closeMenu}>
          <CloseOutlined />
        </IconButton>
      </Box>
      <Divider />
      <nav aria-label={menu.label}>
        <SidebarNav
          sections={menu.sections}
          collapsed={false}
          dense={Boolean(menu.dense)}
          onNavigate={onClose}
        />
        {menu.footer?.(onClose)}
      </nav>
    </Drawer>
  );
}
