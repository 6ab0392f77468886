import { Fragment } from 'react';
import type { AdminModule } from '@contracts/admin-modules';
import { adminModulesMessages } from '@contracts/messages/admin-modules';
import { learningMessages } from '@contracts/messages/learning';
import { LoadErrorAlert } from '../../../components/load-error-alert';
import { useToast } from '../../../lib/toast';
import { useAdminModules, useDeleteModule, useMoveModule } from '../api/modules';
import { AdminListPage } from '../shared/admin-list-page';
import { DeleteDialog } from '../shared/delete-dialog';
import { serverMessage } from '../shared/server-message';
import { useDialog } from '../shared/use-dialog';
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

  return (
    <>
      <AdminListPage
        title={text.title}
        description={text.subtitle}
        primaryAction={{ label: text.create, onClick: () => open(undefined), disabled: !list.data }}
        failure={
          list.isError &&
          !list.data && (
            <LoadErrorAlert
              title={learningMessages.loadModulesError}
              error={list.error}
              retryLabel={text.retry}
              onRetry={() => void list.refetch()}
            />
          )
        }
      >
        <ModulesTable
          modules={list.data?.modules}
          loading={list.isFetching}
          moving={move.isPending}
          emptyAction={{ label: text.createEmpty, onClick: () => open(undefined) }}
          onMove={onMove}
          onEdit={(module) => open(module)}
          onDelete={(module) => deleting.open(module)}
        />
      </AdminListPage>
      {dialog.dialog && (
        <Fragment key={dialog.dialog.key}>
          <ModuleDialog module={dialog.dialog.which} control={dialog.control} />
        </Fragment>
      )}
      {deleting.dialog?.which && (
        <DeleteDialog
          control={deleting.control}
          title={text.deleteTitle}
          text={text.deleteConfirm(deleting.dialog.which.title, deleting.dialog.which.materialCount)}
          busy={remove.isPending}
          onConfirm={() => void confirmDelete(deleting.dialog!.which!)}
        />
      )}
    </>
  );
}
