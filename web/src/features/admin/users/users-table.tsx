import {
  Box,
  Skeleton,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import type { AdminUserRow } from '@contracts/admin-users';
import { adminMessages } from '@contracts/messages/admin';
import { formatDate } from '../../../lib/format';
import { RoleChips } from './role-chips';
import { SubscriptionChip } from './subscription-chip';
import { fullName, UserActionsMenu, type UserAction } from './user-actions-menu';

const text = adminMessages;

/** Columns a narrow screen has no room for: the e-mail (and on a phone the status) show under the name. */
const wideOnly = { display: { xs: 'none', md: 'table-cell' } } as const;
const notOnPhone = { display: { xs: 'none', sm: 'table-cell' } } as const;

const email = (user: AdminUserRow) => user.email ?? text.emailUnavailable;

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
    <TableContainer>
      <Table size="small" aria-label={text.usersTitle} aria-busy={loading}>
        <TableHead>
          <TableRow>
            <TableCell>{text.columns.name}</TableCell>
            <TableCell sx={wideOnly}>{text.columns.email}</TableCell>
            <TableCell sx={wideOnly}>{text.columns.createdAt}</TableCell>
            <TableCell sx={wideOnly}>{text.columns.roles}</TableCell>
            <TableCell sx={notOnPhone}>{text.columns.subscription}</TableCell>
            <TableCell align="right">{text.columns.actions}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {!users &&
            [0, 1, 2].map((row) => (
              <TableRow key={row}>
                <TableCell colSpan={6}>
                  <Skeleton height={32} />
                </TableCell>
              </TableRow>
            ))}
          {users?.length === 0 && (
            <TableRow>
              <TableCell colSpan={6}>
                <Typography color="text.secondary" sx={{ py: 2, textAlign: 'center' }}>
                  {text.noUsers}
                </Typography>
              </TableCell>
            </TableRow>
          )}
          {users?.map((user) => (
            <TableRow key={user.id} hover>
              <TableCell>
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
                <Box sx={{ display: { xs: 'block', sm: 'none' }, mt: 0.5 }}>
                  <SubscriptionChip subscription={user.subscription} isAdmin={user.roles.includes('admin')} />
                </Box>
              </TableCell>
              <TableCell sx={{ ...wideOnly, overflowWrap: 'anywhere' }}>
                {user.email ?? (
                  <Typography component="span" variant="body2" color="text.secondary">
                    {text.emailUnavailable}
                  </Typography>
                )}
              </TableCell>
              <TableCell sx={{ ...wideOnly, whiteSpace: 'nowrap' }}>{formatDate(user.createdAt)}</TableCell>
              <TableCell sx={wideOnly}>
                <RoleChips roles={user.roles} />
              </TableCell>
              <TableCell sx={notOnPhone}>
                <SubscriptionChip subscription={user.subscription} isAdmin={user.roles.includes('admin')} />
              </TableCell>
              <TableCell align="right" sx={{ width: 56 }}>
                <UserActionsMenu user={user} isSelf={user.id === selfId} onAction={onAction} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
