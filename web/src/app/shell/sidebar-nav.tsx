import { Box, List, ListItem, ListItemButton, ListItemIcon, ListItemText, Tooltip } from '@mui/material';
import { Link as RouterLink, useLocation } from 'react-router';
import { isNavItemActive, type NavItem, type NavSection } from './nav-item';

interface MenuProps {
  /** Only the icons show, named by a tooltip and the link's accessible name. */
  collapsed: boolean;
  /** Smaller type and labels that wrap (the admin's longer menu). */
  dense: boolean;
  /** Closes the slide-over after a choice. */
  onNavigate?: () => void;
}

function NavLink({
  item,
  active,
  collapsed,
  dense,
  onNavigate,
}: MenuProps & { item: NavItem; active: boolean }) {
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
          sx={dense ? { my: 0.25 } : undefined}
          slotProps={{
            primary: {
              noWrap: !dense,
              sx: { fontWeight: active ? 600 : 500, lineHeight: dense ? 1.3 : undefined },
            },
          }}
        />
      )}
    </ListItemButton>
  );
  return collapsed ? (
    <Tooltip title={item.label} placement="right">
      {link}
    </Tooltip>
  ) : (
    link
  );
}

function SectionHeading({ label }: { label: string }) {
  return (
    <Box
      component="li"
      sx={{
        listStyle: 'none',
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
      {label}
    </Box>
  );
}

/** A sidebar's menu: its sections, each a list under its heading, the current screen's item highlighted. */
export function SidebarNav({ sections, ...menu }: MenuProps & { sections: readonly NavSection[] }) {
  const { pathname } = useLocation();
  return (
    <Box sx={{ px: 1, pb: 1 }}>
      {sections.map((section) => (
        <List
          key={section.label ?? ''}
          dense={menu.dense}
          subheader={section.label && <SectionHeading label={section.label} />}
        >
          {section.items.map((item) => (
            <ListItem key={item.to} disablePadding sx={{ display: 'block', mb: 0.5 }}>
              <NavLink item={item} active={isNavItemActive(item, pathname)} {...menu} />
            </ListItem>
          ))}
        </List>
      ))}
    </Box>
  );
}
