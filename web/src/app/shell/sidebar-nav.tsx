import { List, ListItem, ListItemButton, ListItemIcon, ListItemText, Tooltip } from '@mui/material';
import { Link as RouterLink, useLocation } from 'react-router';
import { useSession } from '../../lib/session';
import { isActive, visibleNavItems } from './nav-items';

/** The menu items; collapsed, only the icons show, named by a tooltip and the link's accessible name. */
export function SidebarNav({ collapsed, onNavigate }: { collapsed: boolean; onNavigate?: () => void }) {
  const { pathname } = useLocation();
  const { data: session } = useSession();
  return (
    <List sx={{ px: 1, py: 1 }}>
      {visibleNavItems(Boolean(session?.isAdmin)).map((item) => {
        const active = isActive(item, pathname);
        const Icon = item.icon;
        const link = (
          <ListItemButton
            component={RouterLink}
            to={item.to}
            onClick={onNavigate}
            selected={active}
            aria-current={active ? 'page' : undefined}
            aria-label={collapsed ? item.label : undefined}
            sx={{
              borderRadius: 2,
              mb: 0.5,
              minHeight: 44,
              px: collapsed ? 0 : 1.5,
              justifyContent: collapsed ? 'center' : 'flex-start',
              color: 'text.secondary',
              '&.Mui-selected': {
                bgcolor: 'primary.main',
                color: 'primary.contrastText',
                '& .MuiListItemIcon-root': { color: 'inherit' },
                '&:hover': { bgcolor: 'primary.dark' },
              },
            }}
          >
            <ListItemIcon sx={{ minWidth: collapsed ? 0 : 40, color: 'inherit' }}>
              <Icon aria-hidden />
            </ListItemIcon>
            {!collapsed && (
              <ListItemText
                primary={item.label}
                slotProps={{ primary: { noWrap: true, sx: { fontWeight: active ? 600 : 500 } } }}
              />
            )}
          </ListItemButton>
        );
        return (
          <ListItem key={item.to} disablePadding sx={{ display: 'block' }}>
            {collapsed ? (
              <Tooltip title={item.label} placement="right">
                {link}
              </Tooltip>
            ) : (
              link
            )}
          </ListItem>
        );
      })}
    </List>
  );
}
