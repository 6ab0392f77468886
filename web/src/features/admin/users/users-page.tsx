import PersonAddOutlined from '@mui/icons-material/PersonAddOutlined';
import { Button, Typography } from '@mui/material';
import { Fragment, useEffect, useState, type ReactNode } from 'react';
import { SEARCH_MAX, type AdminUserRow } from '@contracts/admin-users';
import { adminMessages } from '@contracts/messages/admin';
import { PRODUCT_NAME } from '@contracts/product';
import { appConfig } from '@config/app-config';
import { LoadErrorAlert } from '../../../components/load-error-alert';
import { errorMessage } from '../../../lib/error-messages';
import { useSession } from '../../../lib/session';
import { useToast } from '../../../lib/toast';
import { useUsers } from '../api/list-users';
import { AdminListPage } from '../shared/admin-list-page';
import type { DialogControl } from '../shared/dialog-control';
import { RefreshButton } from '../shared/refresh-button';
import { SearchField } from '../shared/search-field';
import { useDialog } from '../shared/use-dialog';
import { CreateUserDialog } from './create-user-dialog';
import { DeleteUserDialog } from './delete-user-dialog';
import { EditUserDialog } from './edit-user-dialog';
import { ExportUsersButton } from './export-users-button';
import { ImpersonateDialog } from './impersonate-dialog';
import { RolesDialog } from './roles-dialog';
import { SubscriptionDialog } from './subscription-dialog';
import { useDebouncedValue } from './use-debounced-value';
import type { UserAction } from './user-actions-menu';
import { UsersTable } from './users-table';

const text = adminMessages;

type OpenDialog = { kind: 'create' } | { kind: UserAction; user: AdminUserRow };

/** The page's title in the browser tab while it is shown. */
function useDocumentTitle(title: string) {
  useEffect(() => {
    const previous = document.title;
    document.title = title;
    return () => {
      document.title = previous;
    };
  }, [title]);
}

function dialogFor(dialog: OpenDialog, control: DialogControl): ReactNode {
  if (dialog.kind === 'create') return <CreateUserDialog control={control} />;
  const { user } = dialog;
  switch (dialog.kind) {
    case 'edit':
      return <EditUserDialog user={user} control={control} />;
    case 'roles':
      return <RolesDialog user={user} control={control} />;
    case 'subscription':
      return <SubscriptionDialog user={user} control={control} />;
    case 'impersonate':
      return <ImpersonateDialog user={user} control={control} />;
    case 'delete':
      return <DeleteUserDialog user={user} control={control} />;
  }
}

/**
 * /admin/users (spec 1 "Admin users screen"): search (server-side, 300 ms after the last key), 'Exibindo
 * N usuários' (all that match, not only the rows loaded), refresh, CSV export, new user, the table with
 * each row's actions and 'Carregar mais usuários'. One dialog at a time; it is forgotten (with its form)
 * once closed.
 */
export function AdminUsersPage() {
  useDocumentTitle(text.usersPageTitle(PRODUCT_NAME));
  const { data: session } = useSession();
  const toast = useToast();
  const [term, setTerm] = useState('');
  const search = useDebouncedValue(term.trim(), appConfig.searchDebounceMs);
  const users = useUsers(search);
  const { dialog, open, control } = useDialog<OpenDialog>();

  // 'Exibindo N usuários [para "…"]' of the rows shown: while a new search loads, the previous line stays.
  const total = users.data?.total;
  const showing =
    total === undefined || users.isPlaceholderData
      ? null
      : search
        ? text.showingUsersFor(total, search)
        : text.showingUsers(total);
  const [lastShowing, setLastShowing] = useState('');
  if (showing !== null && showing !== lastShowing) setLastShowing(showing);

  useEffect(() => {
    if (users.error) {
      toast({ title: text.loadUsersError, description: errorMessage(users.error), variant: 'destructive' });
    }
  }, [users.error, toast]);

  return (
    <>
      <AdminListPage
        title={text.usersHeading}
        primaryAction={{
          label: text.newUser,
          icon: <PersonAddOutlined aria-hidden />,
          onClick: () => open({ kind: 'create' }),
        }}
        filters={
          <SearchField
            label={text.searchLabel}
            placeholder={text.searchPlaceholder}
            value={term}
            maxLength={SEARCH_MAX}
            onChange={setTerm}
          />
        }
        tools={
          <>
            <RefreshButton
              label={text.refresh}
              onClick={() => void users.refetch()}
              loading={users.isRefetching && !users.isPlaceholderData && !users.isFetchingNextPage}
            />
            <ExportUsersButton search={search} />
          </>
        }
      >
        <Typography color="text.secondary" aria-live="polite" sx={{ mb: 1, minHeight: '1.5em' }}>
          {showing ?? lastShowing}
        </Typography>
        {users.isError && !users.data ? (
          <LoadErrorAlert
            title={text.loadUsersError}
            error={users.error}
            retryLabel={text.refresh}
            onRetry={() => void users.refetch()}
          />
        ) : (
          <UsersTable
            users={users.data?.users}
            loading={users.isFetching}
            selfId={session?.userId}
            onAction={(kind, user) => open({ kind, user })}
          />
        )}
        {users.hasNextPage && (
          <Button
            onClick={() => void users.fetchNextPage()}
            loading={users.isFetchingNextPage}
            variant="outlined"
            sx={{ mt: 2 }}
          >
            {text.loadMoreUsers}
          </Button>
        )}
      </AdminListPage>
      {dialog && <Fragment key={dialog.key}>{dialogFor(dialog.which, control)}</Fragment>}
    </>
  );
}
