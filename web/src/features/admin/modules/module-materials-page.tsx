import AddOutlined from '@mui/icons-material/AddOutlined';
import ArrowBackOutlined from '@mui/icons-material/ArrowBackOutlined';
import { Box, Button, Card, CardContent, Chip, Skeleton, Stack, Typography } from '@mui/material';
import { Fragment } from 'react';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router';
import type { AdminMaterial } from '@contracts/admin-modules';
import { adminModulesMessages } from '@contracts/messages/admin-modules';
import { learningMessages } from '@contracts/messages/learning';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { ModuleIcon } from '../../../components/module-icon';
import { adminPaths } from '../../../lib/route-paths';
import { categoryLabel } from '../../../lib/category-label';
import { LoadErrorAlert } from '../../../components/load-error-alert';
import { useToast } from '../../../lib/toast';
import { useAdminModule, useDeleteMaterial } from '../api/modules';
import { serverMessage } from '../users/server-message';
import { MaterialDialog } from './material-dialog';
import { MaterialItemsEditor } from './material-items-editor';
import { MaterialsTable } from './materials-table';
import { StatusChip } from './modules-table';
import { useDialog } from '../diagnostics/use-dialog';

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
        <>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between' }}>
            <Box>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                <ModuleIcon icon={module.icon} />
                <Typography variant="h1" sx={{ fontSize: { xs: '1.5rem', md: '1.8rem' } }}>
                  {module.title}
                </Typography>
              </Stack>
              <Typography color="text.secondary">{module.description}</Typography>
              <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
                <StatusChip published={module.isPublished} />
                <Chip size="small" variant="outlined" label={categoryLabel(module.category)} />
              </Stack>
            </Box>
            <Box sx={{ flexShrink: 0 }}>
              <Button
                variant="contained"
                startIcon={<AddOutlined aria-hidden />}
                onClick={() => dialog.open(undefined)}
                sx={{ whiteSpace: 'nowrap' }}
              >
                {text.materials.create}
              </Button>
            </Box>
          </Stack>
          <Card variant="outlined">
            <CardContent sx={{ px: { xs: 1.5, sm: 2 } }}>
              <MaterialsTable
                materials={query.data?.materials ?? []}
                selectedId={selectedId}
                onItems={select}
                onEdit={(material) => dialog.open(material)}
                onDelete={(material) => deleting.open(material)}
              />
            </CardContent>
          </Card>
          {selected && <MaterialItemsEditor key={selected.id} moduleId={moduleId} material={selected} />}
        </>
      )}
      {dialog.dialog && (
        <Fragment key={dialog.dialog.key}>
          <MaterialDialog moduleId={moduleId} material={dialog.dialog.which} control={dialog.control} />
        </Fragment>
      )}
      {deleting.dialog?.which && (
        <ConfirmDialog
          open={deleting.control.open}
          title={text.materials.deleteTitle}
          text={text.materials.deleteConfirm(deleting.dialog.which.title)}
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
