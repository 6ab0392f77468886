import { Box, Stack, Typography } from '@mui/material';
import { shellMessages } from '@contracts/messages/shell';
import { PRODUCT_NAME } from '@contracts/product';
import { ConsentPrompt } from '../features/legal/consent-prompt';
import { useSession } from '../lib/session';
import { ShellLayout } from './shell-layout';
import { ImpersonationBanner } from './shell/impersonation-banner';
import { visibleNavItems } from './shell/nav-items';
import { NotificationBell } from './shell/notification-bell';
import { SubscriptionBadge } from './shell/subscription-badge';
import { useSidebarCollapsed } from './shell/use-sidebar-collapsed';
import { UserMenu } from './shell/user-menu';

/**
 * The header's right side: subscription badge, bell and user menu. The product name shows here only
 * between 600 and 768 px: on phones the badge needs the room, and the slide-over carries the name.
 */
const header = (
  <>
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
  </>
);

/**
 * The signed-in shell: the user's menu (Administração for admins) in a sidebar that collapses, the
 * impersonation banner, the header above, and the dialog that asks for a new version of the terms.
 */
export function MainLayout() {
  const [collapsed, toggleCollapsed] = useSidebarCollapsed();
  const { data: session } = useSession();
  const menu = {
    label: shellMessages.mainNavigation,
    home: '/dashboard',
    sections: [{ items: visibleNavItems(Boolean(session?.isAdmin)) }],
  };
  return (
    <>
      <ShellLayout
        menu={menu}
        collapse={{ collapsed, onToggle: toggleCollapsed }}
        banner={<ImpersonationBanner />}
        header={header}
      />
      <ConsentPrompt />
    </>
  );
}
