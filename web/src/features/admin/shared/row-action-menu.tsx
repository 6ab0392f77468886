import MoreVert from '@mui/icons-material/MoreVert';
import { IconButton, ListItemIcon, ListItemText, Menu, MenuItem } from '@mui/material';
import { useId, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import type { RowAction } from './row-action';

/**
 * A row's actions behind one button named `name` (after the row): the arrow keys move through them,
 * Escape closes the menu and gives the focus back to the button.
 */
export function RowActionMenu({ name, actions }: { name: string; actions: readonly RowAction[] }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  return (
    <>
      <IconButton
        aria-label={name}
        aria-haspopup="menu"
        aria-expanded={Boolean(anchor)}
        aria-controls={anchor ? menuId : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <MoreVert />
      </IconButton>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        {actions.map(({ key, label, icon: Icon, to, onClick, disabled, danger }) => {
          const content = (
            <>
              <ListItemIcon sx={danger ? { color: 'inherit' } : undefined}>
                <Icon fontSize="small" />
              </ListItemIcon>
              <ListItemText>{label}</ListItemText>
            </>
          );
          const sx = danger ? { color: 'error.main' } : undefined;
          return to ? (
            <MenuItem key={key} component={RouterLink} to={to} disabled={disabled} sx={sx}>
              {content}
            </MenuItem>
          ) : (
            <MenuItem
              key={key}
              disabled={disabled}
              sx={sx}
              onClick={() => {
                setAnchor(null);
                onClick?.();
              }}
            >
              {content}
            </MenuItem>
          );
        })}
      </Menu>
    </>
  );
}
