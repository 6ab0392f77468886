import AddOutlined from '@mui/icons-material/AddOutlined';
import { Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { Fragment } from 'react';
import type { AdminModule } from '@contracts/admin-modules';
import { adminModulesMessages } from '@contracts/messages/admin-modules';
import { learningMessages } from '@contracts/messages/learning';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { LoadErrorAlert } from '../../../components/load-error-alert';
import { useToast } from '../../../lib/toast';
import { useAdminModules, useDeleteModule, useMoveModule } from '../api/modules';
import { serverMessage } from '../users/server-message';
import { ModuleDialog } from './module-dialog';
import { ModulesTable } from './modules-table';
import { useDialog } from '../diagnostics/use-dialog';

const text = adminModulesMessages;

/**
 * /admin/modules (spec 2.5, 4, 5, 8): the modules in order with their arrows, 'Novo Módulo', the edit
 * dialog and deletion (after a confirmation that says what goes with the module).
 */
export function AdminModulesPage() {
  const list = useAdminModules();
  const move = useMoveModule();
  const remove = useDeleteModule();
  const toast = useToast();
  const dialog = useDialog<AdminModule | undefined>();
  const deleting = useDialog<AdminModule>();
  const open = dialog.open;

  const onMove = (module: AdminModule, direction: 'up' | 'down') =>
    move.mutate(
      { moduleId: module.id, direction },
      {
        onError: (error) =>
          toast({
            title: text.errorTitle,
            description: text.orderError(serverMessage(error)),
            variant: 'destructive',
          }),
      },
    );

  const confirmDelete = async (module: AdminModule) => {
    try {
      await remove.mutateAsync(module.id);
      toast({ title: text.deleted, variant: 'success' });
    } catch (error) {
      toast({
        title: text.errorTitle,
        description: text.deleteError(serverMessage(error)),
        variant: 'destructive',
      });
    }
    deleting.control.onClose();
  };

  const empty = (
    <Stack spacing={2} sx={{ py: 3, alignItems: 'center' }}>
      <Typography color="text.secondary">{text.empty}</Typography>
      <Button variant="contained" startIcon={<AddOutlined aria-hidden />} onClick={() => open(undefined)}>
        {text.createEmpty}
      </Button>
    </Stack>
  );

  return (
    <Stack spacing={3}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between' }}>
        <Box>
          <Typography variant="h1" sx={{ fontSize: { xs: '1.5rem', md: '1.8rem' } }}>
            {text.title}
          </Typography>
          <Typography color="text.secondary">{text.subtitle}</Typography>
        </Box>
        <Box>
          <Button
            variant="contained"
            startIcon={<AddOutlined aria-hidden />}
            onClick={() => open(undefined)}
            disabled={!list.data}
            sx={{ whiteSpace: 'nowrap' }}
          >
            {text.create}
          </Button>
        </Box>
      </Stack>
      {list.isError && !list.data ? (
        <LoadErrorAlert
          title={learningMessages.loadModulesError}
          error={list.error}
          retryLabel={text.retry}
          onRetry={() => void list.refetch()}
        />
      ) : (
        <Card variant="outlined">
          <CardContent sx={{ px: { xs: 1.5, sm: 2 } }}>
            <ModulesTable
              modules={list.data?.modules}
              loading={list.isFetching}
              moving={move.isPending}
              empty={empty}
              onMove={onMove}
              onEdit={(module) => open(module)}
              onDelete={(module) => deleting.open(module)}
            />
          </CardContent>
        </Card>
      )}
      {dialog.dialog && (
        <Fragment key={dialog.dialog.key}>
          <ModuleDialog module={dialog.dialog.which} control={dialog.control} />
        </Fragment>
      )}
      {deleting.dialog?.which && (
        <ConfirmDialog
          open={deleting.control.open}
          title={text.deleteTitle}
          text={text.deleteConfirm(deleting.dialog.which.title, deleting.dialog.which.materialCount)}
          confirmLabel={text.delete}
          cancelLabel={text.cancel}
          busy={remove.isPending}
          busyLabel={text.deleting}
          onClose={deleting.control.onClose}
          onConfirm={() => void confirmDelete(deleting.dialog!.which!)}
          onExited={deleting.control.onExited}
        />
      )}
    </Stack>
  );
}
