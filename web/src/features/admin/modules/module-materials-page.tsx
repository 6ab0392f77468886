import ArrowBackOutlined from '@mui/icons-material/ArrowBackOutlined';
import { Box, Button, Chip, Skeleton, Stack } from '@mui/material';
import { Fragment } from 'react';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router';
import type { AdminMaterial } from '@contracts/admin-modules';
import { adminModulesMessages } from '@contracts/messages/admin-modules';
import { learningMessages } from '@contracts/messages/learning';
import { ModuleIcon } from '../../../components/module-icon';
import { adminPaths } from '../../../lib/route-paths';
import { categoryLabel } from '../../../lib/category-label';
import { LoadErrorAlert } from '../../../components/load-error-alert';
import { useToast } from '../../../lib/toast';
import { useAdminModule, useDeleteMaterial } from '../api/modules';
import { AdminListPage } from '../shared/admin-list-page';
import { DeleteDialog } from '../shared/delete-dialog';
import { serverMessage } from '../shared/server-message';
import { useDialog } from '../shared/use-dialog';
import { MaterialDialog } from './material-dialog';
import { MaterialItemsEditor } from './material-items-editor';
import { MaterialsTable } from './materials-table';
import { StatusChip } from './status-chip';

const text = adminModulesMessages;

/**
 * /admin/modules/{id} (spec 2.5): the module's materials, drafts included, with their dialogs; the
 * chosen material's items (`?material=<id>`, so a reload keeps it) with the users' viewer as preview.
 */
export function AdminModuleMaterialsPage() {
  const { moduleId = '' } = useParams();
  const [search, setSearch] = useSearchParams();
  const query = useAdminModule(moduleId);
  const remove = useDeleteMaterial(moduleId);
  const toast = useToast();
  const dialog = useDialog<AdminMaterial | undefined>();
  const deleting = useDialog<AdminMaterial>();

  const selectedId = search.get('material');
  const selected = query.data?.materials.find((material) => material.id === selectedId);
  const select = (material: AdminMaterial) =>
    setSearch(material.id === selectedId ? {} : { material: material.id }, { replace: true });

  const confirmDelete = async (material: AdminMaterial) => {
    try {
      await remove.mutateAsync(material.id);
      if (material.id === selectedId) setSearch({}, { replace: true });
      toast({ title: text.materials.deleted, variant: 'success' });
    } catch (error) {
      const description = text.materials.deleteError(serverMessage(error));
      toast({ title: text.errorTitle, description, variant: 'destructive' });
    }
    deleting.control.onClose();
  };

  const module = query.data?.module;
  return (
    <Stack spacing={3}>
      <Box>
        <Button
          component={RouterLink}
          to={adminPaths.adminModules}
          startIcon={<ArrowBackOutlined aria-hidden />}
        >
          {text.materials.back}
        </Button>
      </Box>
      {query.isError && !query.data ? (
        <LoadErrorAlert
          title={learningMessages.loadMaterialsError}
          error={query.error}
          retryLabel={text.retry}
          onRetry={() => void query.refetch()}
        />
      ) : !module ? (
        <Skeleton variant="rounded" height={160} />
      ) : (
        <AdminListPage
          title={module.title}
          icon={<ModuleIcon icon={module.icon} />}
          description={module.description}
          details={
            <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
              <StatusChip published={module.isPublished} />
              <Chip size="small" variant="outlined" label={categoryLabel(module.category)} />
            </Stack>
          }
          primaryAction={{ label: text.materials.create, onClick: () => dialog.open(undefined) }}
          below={
            selected && <MaterialItemsEditor key={selected.id} moduleId={moduleId} material={selected} />
          }
        >
          <MaterialsTable
            materials={query.data?.materials ?? []}
            selectedId={selectedId}
            onItems={select}
            onEdit={(material) => dialog.open(material)}
            onDelete={(material) => deleting.open(material)}
          />
        </AdminListPage>
      )}
      {dialog.dialog && (
        <Fragment key={dialog.dialog.key}>
          <MaterialDialog moduleId={moduleId} material={dialog.dialog.which} control={dialog.control} />
        </Fragment>
      )}
      {deleting.dialog?.which && (
        <DeleteDialog
          control={deleting.control}
          title={text.materials.deleteTitle}
          text={text.materials.deleteConfirm(deleting.dialog.which.title)}
          busy={remove.isPending}
          onConfirm={() => void confirmDelete(deleting.dialog!.which!)}
        />
      )}
    </Stack>
  );
}
