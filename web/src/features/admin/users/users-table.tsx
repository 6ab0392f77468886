import { Box, Typography } from '@mui/material';
import type { AdminUserRow } from '@contracts/admin-users';
import { adminMessages } from '@contracts/messages/admin';
import { formatDate } from '../../../lib/format';
import { AdminTable, type AdminColumn } from '../shared/admin-table';
import { RoleChips } from './role-chips';
import { SubscriptionChip } from './subscription-chip';
import { fullName, UserActionsMenu, type UserAction } from './user-actions-menu';

const text = adminMessages;

const email = (user: AdminUserRow) => user.email ?? text.emailUnavailable;
const subscription = (user: AdminUserRow) => (
  <SubscriptionChip subscription={user.subscription} isAdmin={user.roles.includes('admin')} />
);

/** A narrow screen has no room for every column: the e-mail (and on a phone the status) show under the name. */
const columns: readonly AdminColumn<AdminUserRow>[] = [
  {
    key: 'name',
    header: text.columns.name,
    cell: (user) => (
      <>
        <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'break-word' }}>
          {fullName(user)}
        </Typography>
        <Typography
          variant="body2"
          color="text.secondary"
          sx={{ display: { xs: 'block', md: 'none' }, overflowWrap: 'anywhere' }}
        >
          {email(user)}
        </Typography>
        <Box sx={{ display: { xs: 'block', sm: 'none' }, mt: 0.5 }}>{subscription(user)}</Box>
      </>
    ),
  },
  {
    key: 'email',
    header: text.columns.email,
    hideBelow: 'md',
    sx: { overflowWrap: 'anywhere' },
    cell: (user) =>
      user.email ?? (
        <Typography component="span" variant="body2" color="text.secondary">
          {text.emailUnavailable}
        </Typography>
      ),
  },
  {
    key: 'createdAt',
    header: text.columns.createdAt,
    hideBelow: 'md',
    sx: { whiteSpace: 'nowrap' },
    cell: (user) => formatDate(user.createdAt),
  },
  {
    key: 'roles',
    header: text.columns.roles,
    hideBelow: 'md',
    cell: (user) => <RoleChips roles={user.roles} />,
  },
  { key: 'subscription', header: text.columns.subscription, hideBelow: 'sm', cell: subscription },
];

/**
 * The users table: name, e-mail ('Email não disponível' when it could not be read), creation day, roles,
 * subscription status and the row's actions. On a phone: name with e-mail, subscription, actions.
 */
export function UsersTable({
  users,
  loading,
  selfId,
  onAction,
}: {
  users: readonly AdminUserRow[] | undefined;
  loading: boolean;
  selfId: string | undefined;
  onAction: (action: UserAction, user: AdminUserRow) => void;
}) {
  return (
    <AdminTable
      label={text.usersTitle}
      columns={columns}
      rows={users}
      loading={loading}
      empty={text.noUsers}
      // Its columns fit every width: no sideways scrolling, and MUI's cell padding.
      scrolls={false}
      actions={{
        header: text.columns.actions,
        width: 56,
        cell: (user) => <UserActionsMenu user={user} isSelf={user.id === selfId} onAction={onAction} />,
      }}
    />
  );
}
