import CardMembershipOutlined from '@mui/icons-material/CardMembershipOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import SupervisorAccountOutlined from '@mui/icons-material/SupervisorAccountOutlined';
import SwitchAccountOutlined from '@mui/icons-material/SwitchAccountOutlined';
import type { AdminUserRow } from '@contracts/admin-users';
import { adminMessages } from '@contracts/messages/admin';
import { RowActionMenu } from '../shared/row-action-menu';

export type UserAction = 'edit' | 'roles' | 'subscription' | 'impersonate' | 'delete';

const text = adminMessages.actions;

const items = [
  { action: 'edit', label: text.edit, icon: EditOutlined },
  { action: 'roles', label: text.roles, icon: SupervisorAccountOutlined },
  { action: 'subscription', label: text.subscription, icon: CardMembershipOutlined },
  { action: 'impersonate', label: text.impersonate, icon: SwitchAccountOutlined },
  { action: 'delete', label: text.delete, icon: DeleteOutlined },
] as const;

export const fullName = (user: Pick<AdminUserRow, 'firstName' | 'lastName'>) =>
  `${user.firstName} ${user.lastName}`.trim();

/**
 * A row's actions (Editar, Gerenciar Permissões, Gerenciar Assinatura, Personificar, Excluir) behind one
 * button named after the user.
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
  return (
    <RowActionMenu
      name={text.menu(fullName(user))}
      actions={items.map(({ action, label, icon }) => ({
        key: action,
        label,
        icon,
        onClick: () => onAction(action, user),
        disabled: isSelf && (action === 'impersonate' || action === 'delete'),
        danger: action === 'delete',
      }))}
    />
  );
}
