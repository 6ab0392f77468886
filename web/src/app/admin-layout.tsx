import ArrowBackOutlined from '@mui/icons-material/ArrowBackOutlined';
import { Box, Divider, ListItemButton, ListItemIcon, ListItemText, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { adminMessages } from '@contracts/messages/admin';
import { adminPaths } from '../lib/route-paths';
import { ShellLayout } from './shell-layout';
import { adminNavSections } from './shell/admin-nav-items';
import type { SidebarMenu } from './shell/sidebar';
import { UserMenu } from './shell/user-menu';

const text = adminMessages.layout;

function BackToPlatform({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <>
      <Divider />
      <Box sx={{ p: 1 }}>
        <ListItemButton
          component={RouterLink}
          to="/dashboard"
          onClick={onNavigate}
          sx={{ borderRadius: 2, minHeight: 44, px: 1.5 }}
        >
          <ListItemIcon sx={{ minWidth: 40 }}>
            <ArrowBackOutlined aria-hidden />
          </ListItemIcon>
          <ListItemText primary={text.backToApp} slotProps={{ primary: { sx: { fontWeight: 500 } } }} />
        </ListItemButton>
      </Box>
    </>
  );
}

const menu: SidebarMenu = {
  label: text.navLabel,
  home: adminPaths.admin,
  sections: adminNavSections,
  footer: (onNavigate) => <BackToPlatform onNavigate={onNavigate} />,
  dense: true,
};

const header = (
  <>
    <Typography
      component="p"
      noWrap
      sx={{ flex: 1, minWidth: 0, fontWeight: 700, fontSize: { xs: '1.05rem', md: '1.2rem' } }}
    >
      {text.title}
    </Typography>
    <UserMenu />
  </>
);

/**
 * The admin area's layout (spec 1 "Admin layout"): the user, content and system groups in a sidebar
 * that stays open, the way back to the platform at its foot, and the header 'Painel de Administração'
 * with the user menu.
 */
export function AdminLayout() {
  return <ShellLayout menu={menu} header={header} />;
}
