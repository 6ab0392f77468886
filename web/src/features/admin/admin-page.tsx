import {
  Alert,
  Button,
  Card,
  CardContent,
  Chip,
  Skeleton,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { adminMessages } from '@contracts/messages/admin';
import { authMessages } from '@contracts/messages/auth';
import { shellMessages } from '@contracts/messages/shell';
import { formatDate } from '../../lib/format';
import { useUsers } from './api/list-users';

/** /admin: the administration entry point (the full admin area arrives with the platform-core screens). */
export function AdminPage() {
  const { data, isPending, isError, hasNextPage, fetchNextPage, isFetchingNextPage } = useUsers();
  return (
    <Card>
      <CardContent>
        <Typography variant="h1" sx={{ fontSize: '1.8rem', mb: 2 }}>
          {shellMessages.adminPanelTitle}
        </Typography>
        {isError && <Alert severity="error">{adminMessages.loadUsersError}</Alert>}
        {isPending && <Skeleton variant="rounded" height={160} />}
        {data && (
          <>
            <Typography color="text.secondary" sx={{ mb: 1 }}>
              {adminMessages.showingUsers(data.users.length)}
            </Typography>
            {/* Scrolls sideways on a phone: focusable so the keyboard can scroll it too. */}
            <TableContainer tabIndex={0} role="region" aria-label={adminMessages.usersTitle}>
              <Table size="small" aria-label={adminMessages.usersTitle}>
                <TableHead>
                  <TableRow>
                    <TableCell>{authMessages.firstName}</TableCell>
                    <TableCell>{authMessages.lastName}</TableCell>
                    <TableCell>{authMessages.email}</TableCell>
                    <TableCell>{adminMessages.createdAt}</TableCell>
                    <TableCell>{adminMessages.role}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {data.users.map((user) => (
                    <TableRow key={user.id}>
                      <TableCell>{user.firstName}</TableCell>
                      <TableCell>{user.lastName}</TableCell>
                      <TableCell>{user.email}</TableCell>
                      <TableCell>{formatDate(user.createdAt)}</TableCell>
                      <TableCell>
                        {user.roles.map((role) => (
                          <Chip
                            key={role}
                            size="small"
                            sx={{ mr: 0.5 }}
                            label={role === 'admin' ? adminMessages.roleAdmin : adminMessages.roleUser}
                          />
                        ))}
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
            {hasNextPage && (
              <Button
                onClick={() => void fetchNextPage()}
                loading={isFetchingNextPage}
                variant="outlined"
                sx={{ mt: 2 }}
              >
                {adminMessages.loadMoreUsers}
              </Button>
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
}
