import ArrowBackOutlined from '@mui/icons-material/ArrowBackOutlined';
import CloseOutlined from '@mui/icons-material/CloseOutlined';
import ExploreOutlined from '@mui/icons-material/ExploreOutlined';
import {
  Box,
  Divider,
  Drawer,
  IconButton,
  List,
  ListItem,
  ListItemButton,
  ListItemIcon,
  ListItemText,
  ListSubheader,
  Typography,
} from '@mui/material';
import { Link as RouterLink, useLocation } from 'react-router';
import { adminMessages } from '@contracts/messages/admin';
import { placeholderMessages } from '@contracts/messages/placeholder';
import { shellMessages } from '@contracts/messages/shell';
import { PRODUCT_NAME } from '@contracts/product';
import { appConfig } from '@config/app-config';
import { adminPaths } from '../../lib/route-paths';
import { adminNavGroups, isAdminItemActive, type AdminNavItem } from './admin-nav-items';

const text = adminMessages.layout;
const WIDTH = appConfig.layout.sidebarExpandedPx;

const itemSx = { borderRadius: 2, minHeight: 44, px: 1.5 } as const;

function NavLink({
  item,
  active,
  onNavigate,
}: {
  item: AdminNavItem;
  active: boolean;
  onNavigate?: () => void;
}) {
  const Icon = item.icon;
  return (
    <ListItemButton
      component={RouterLink}
      to={item.to!}
      onClick={onNavigate}
      selected={active}
      aria-current={active ? 'page' : undefined}
      sx={{
        ...itemSx,
        color: 'text.secondary',
        '&.Mui-selected': {
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
          '& .MuiListItemIcon-root': { color: 'inherit' },
          '&:hover': { bgcolor: 'primary.dark' },
        },
      }}
    >
      <ListItemIcon sx={{ minWidth: 40, color: 'inherit' }}>
        <Icon aria-hidden />
      </ListItemIcon>
      <ListItemText
        primary={item.label}
        sx={{ my: 0.25 }}
        slotProps={{ primary: { sx: { fontWeight: active ? 600 : 500, lineHeight: 1.3 } } }}
      />
    </ListItemButton>
  );
}

/** A screen still to come: its name and 'Em breve' under it, not a link (nothing leads nowhere). */
function ComingSoonItem({ item }: { item: AdminNavItem }) {
  const Icon = item.icon;
  return (
    <Box sx={{ ...itemSx, display: 'flex', alignItems: 'center', color: 'text.secondary' }}>
      <ListItemIcon sx={{ minWidth: 40, color: 'inherit' }}>
        <Icon aria-hidden />
      </ListItemIcon>
      <ListItemText
        primary={item.label}
        secondary={placeholderMessages.comingSoon}
        sx={{ my: 0.25 }}
        slotProps={{
          primary: { sx: { fontWeight: 500, lineHeight: 1.3 } },
          secondary: { sx: { fontSize: '0.75rem', fontStyle: 'italic' } },
        }}
      />
    </Box>
  );
}

/** The three groups; `onNavigate` closes the slide-over after a choice. */
function AdminNav({ onNavigate }: { onNavigate?: () => void }) {
  const { pathname } = useLocation();
  return (
    <Box sx={{ px: 1, pb: 1 }}>
      {adminNavGroups.map((group) => (
        <List
          key={group.label}
          dense
          subheader={
            <ListSubheader
              disableSticky
              sx={{
                bgcolor: 'transparent',
                lineHeight: 1.4,
                px: 1.5,
                pt: 1.5,
                pb: 0.75,
                fontSize: '0.75rem',
                fontWeight: 700,
                letterSpacing: '0.04em',
                textTransform: 'uppercase',
                color: 'text.secondary',
              }}
            >
              {group.label}
            </ListSubheader>
          }
        >
          {group.items.map((item) => (
            <ListItem key={item.label} disablePadding sx={{ display: 'block', mb: 0.5 }}>
              {item.to ? (
                <NavLink item={item} active={isAdminItemActive(item, pathname)} onNavigate={onNavigate} />
              ) : (
                <ComingSoonItem item={item} />
              )}
            </ListItem>
          ))}
        </List>
      ))}
    </Box>
  );
}

function Brand() {
  return (
    <Box
      component={RouterLink}
      to={adminPaths.admin}
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
      <ExploreOutlined aria-hidden sx={{ fontSize: 28 }} />
      <Typography component="span" noWrap sx={{ fontWeight: 700 }}>
        {PRODUCT_NAME}
      </Typography>
    </Box>
  );
}

function BackToPlatform({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <Box sx={{ p: 1 }}>
      <ListItemButton component={RouterLink} to="/dashboard" onClick={onNavigate} sx={itemSx}>
        <ListItemIcon sx={{ minWidth: 40 }}>
          <ArrowBackOutlined aria-hidden />
        </ListItemIcon>
        <ListItemText primary={text.backToApp} slotProps={{ primary: { sx: { fontWeight: 500 } } }} />
      </ListItemButton>
    </Box>
  );
}

/** From 768 px: the admin sidebar, always open. */
export function AdminDesktopSidebar() {
  return (
    <Box
      component="nav"
      aria-label={text.navLabel}
      sx={{
        display: { xs: 'none', md: 'flex' },
        flexDirection: 'column',
        flexShrink: 0,
        width: WIDTH,
        position: 'sticky',
        top: 0,
        height: '100vh',
        overflowY: 'auto',
        bgcolor: 'background.paper',
        borderRight: 1,
        borderColor: 'divider',
      }}
    >
      <Box sx={{ height: 64, display: 'flex', alignItems: 'center', px: 2, flexShrink: 0 }}>
        <Brand />
      </Box>
      <Divider />
      <Box sx={{ flex: 1 }}>
        <AdminNav />
      </Box>
      <Divider />
      <BackToPlatform />
    </Box>
  );
}

/** Below 768 px: the same menu as a slide-over, opened by the header's menu button. */
export function AdminMobileSidebar({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Drawer
      variant="temporary"
      open={open}
      onClose={onClose}
      sx={{ display: { md: 'none' } }}
      slotProps={{ paper: { 'aria-label': text.navLabel, sx: { width: WIDTH + 24 } } }}
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
        <Brand />
        <IconButton size="small" onClick={onClose} aria-label={shellMessages.closeMenu}>
          <CloseOutlined />
        </IconButton>
      </Box>
      <Divider />
      <nav aria-label={text.navLabel}>
        <AdminNav onNavigate={onClose} />
        <Divider />
        <BackToPlatform onNavigate={onClose} />
      </nav>
    </Drawer>
  );
}
