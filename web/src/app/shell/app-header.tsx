import MenuOutlined from '@mui/icons-material/MenuOutlined';
import { AppBar, Box, IconButton, Stack, Toolbar, Typography } from '@mui/material';
import { shellMessages } from '@contracts/messages/shell';
import { PRODUCT_NAME } from '@contracts/product';
import { NotificationBell } from './notification-bell';
import { SubscriptionBadge } from './subscription-badge';
import { UserMenu } from './user-menu';

/**
 * The header: the slide-over's menu button (below 768 px), subscription badge, bell and user menu. The
 * product name shows here only between 600 and 768 px: on phones the badge needs the room, and the
 * slide-over carries the name.
 */
export function AppHeader({ menuOpen, onOpenMenu }: { menuOpen: boolean; onOpenMenu: () => void }) {
  return (
    <AppBar
      position="sticky"
      color="inherit"
      elevation={0}
      sx={{ borderBottom: 1, borderColor: 'divider', bgcolor: 'background.paper' }}
    >
      <Toolbar sx={{ gap: 1, minHeight: { xs: 56, md: 64 } }}>
        <IconButton
          edge="start"
          onClick={onOpenMenu}
          aria-label={shellMessages.openMenu}
          aria-expanded={menuOpen}
          sx={{ display: { md: 'none' } }}
        >
          <MenuOutlined />
        </IconButton>
        <Typography
          component="span"
          variant="subtitle1"
          noWrap
          sx={{
            display: { xs: 'none', sm: 'block', md: 'none' },
            fontWeight: 700,
            color: 'primary.main',
            minWidth: 0,
          }}
        >
          {PRODUCT_NAME}
        </Typography>
        <Box sx={{ flex: 1 }} />
        <Stack direction="row" spacing={{ xs: 0.5, sm: 1.5 }} sx={{ alignItems: 'center' }}>
          <SubscriptionBadge />
          <NotificationBell />
          <UserMenu />
        </Stack>
      </Toolbar>
    </AppBar>
  );
}
