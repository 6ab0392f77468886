import AddOutlined from '@mui/icons-material/AddOutlined';
import { Alert, AlertTitle, Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { Fragment, useState } from 'react';
import type { AdminModule } from '@contracts/admin-modules';
import { adminModulesMessages } from '@contracts/messages/admin-modules';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { errorMessage } from '../../../lib/error-messages';
import { useToast } from '../../../lib/toast';
import { useAdminModules, useDeleteModule, useMoveModule } from '../api/modules';
import type { DialogControl } from '../users/dialog-control';
import { serverMessage } from '../users/server-message';
import { ModuleDialog } from './module-dialog';
import { ModulesTable } from './modules-table';

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
  const [dialog, setDialog] = useState<{ open: boolean; key: number; module?: AdminModule } | null>(null);
  const [deleting, setDeleting] = useState<{ open: boolean; module: AdminModule } | null>(null);

  const open = (module?: AdminModule) =>
    setDialog((previous) => ({ open: true, key: (previous?.key ?? 0) + 1, module }));
  const control: DialogControl = {
    open: dialog?.open ?? false,
    onClose: () => setDialog((previous) => previous && { ...previous, open: false }),
    onExited: () => setDialog((previous) => (previous?.open ? previous : null)),
  };

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

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.module.id);
      toast({ title: text.deleted, variant: 'success' });
    } catch (error) {
      toast({
        title: text.errorTitle,
        description: text.deleteError(serverMessage(error)),
        variant: 'destructive',
      });
    }
    setDeleting((previous) => previous && { ...previous, open: false });
  };

  const empty = (
    <Stack spacing={2} sx={{ py: 3, alignItems: 'center' }}>
      <Typography color="text.secondary">{text.empty}</Typography>
      <Button variant="contained" startIcon={<AddOutlined aria-hidden />} onClick={() => open()}>
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
            onClick={() => open()}
            disabled={!list.data}
            sx={{ whiteSpace: 'nowrap' }}
          >
            {text.create}
          </Button>
        </Box>
      </Stack>
      {list.isError && !list.data ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" onClick={() => void list.refetch()} loading={list.isFetching}>
              {text.retry}
            </Button>
          }
        >
          <AlertTitle>{text.loadError(errorMessage(list.error))}</AlertTitle>
        </Alert>
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
              onDelete={(module) => setDeleting({ open: true, module })}
            />
          </CardContent>
        </Card>
      )}
      {dialog && (
        <Fragment key={dialog.key}>
          <ModuleDialog module={dialog.module} control={control} />
        </Fragment>
      )}
      {deleting && (
        <ConfirmDialog
          open={deleting.open}
          title={text.deleteTitle}
          text={text.deleteConfirm(deleting.module.title, deleting.module.materialCount)}
          confirmLabel={text.delete}
          cancelLabel={text.cancel}
          busy={remove.isPending}
          busyLabel={text.deleting}
          onClose={() => setDeleting((previous) => previous && { ...previous, open: false })}
          onConfirm={() => void confirmDelete()}
          onExited={() => setDeleting(null)}
        />
      )}
    </Stack>
  );
}
