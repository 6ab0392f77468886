import CardMembershipOutlined from '@mui/icons-material/CardMembershipOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import MoreVert from '@mui/icons-material/MoreVert';
import SupervisorAccountOutlined from '@mui/icons-material/SupervisorAccountOutlined';
import SwitchAccountOutlined from '@mui/icons-material/SwitchAccountOutlined';
import { IconButton, ListItemIcon, ListItemText, Menu, MenuItem } from '@mui/material';
import { useId, useState } from 'react';
import type { AdminUserRow } from '@contracts/admin-users';
import { adminMessages } from '@contracts/messages/admin';

export type UserAction = 'edit' | 'roles' | 'subscription' | 'impersonate' | 'delete';

const text = adminMessages.actions;

const items: readonly { action: UserAction; label: string; icon: typeof EditOutlined }[] = [
  { action: 'edit', label: text.edit, icon: EditOutlined },
  { action: 'roles', label: text.roles, icon: SupervisorAccountOutlined },
  { action: 'subscription', label: text.subscription, icon: CardMembershipOutlined },
  { action: 'impersonate', label: text.impersonate, icon: SwitchAccountOutlined },
  { action: 'delete', label: text.delete, icon: DeleteOutlined },
];

export const fullName = (user: Pick<AdminUserRow, 'firstName' | 'lastName'>) =>
  `${user.firstName} ${user.lastName}`.trim();

/**
 * A row's actions (Editar, Gerenciar Permissões, Gerenciar Assinatura, Personificar, Excluir) behind one
 * button named after the user; the arrow keys move through them, Escape closes.
 */
export function UserActionsMenu({
  user,
  isSelf,
  onAction,
}: {
  user: AdminUserRow;
  /** The signed-in admin's own row: no impersonating or deleting oneself. */
  isSelf: boolean;
  onAction: (action: UserAction, user: AdminUserRow) => void;
}) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const choose = (action: UserAction) => {
    setAnchor(null);
    onAction(action, user);
  };
  return (
    <>
      <IconButton
        aria-label={text.menu(fullName(user))}
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
        {items.map(({ action, label, icon: Icon }) => (
          <MenuItem
            key={action}
            onClick={() => choose(action)}
            disabled={isSelf && (action === 'impersonate' || action === 'delete')}
            sx={action === 'delete' ? { color: 'error.main' } : undefined}
          >
            <ListItemIcon sx={action === 'delete' ? { color: 'inherit' } : undefined}>
              <Icon fontSize="small" />
            </ListItemIcon>
            <ListItemText>{label}</ListItemText>
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
