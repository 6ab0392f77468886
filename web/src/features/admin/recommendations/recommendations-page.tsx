import AddOutlined from '@mui/icons-material/AddOutlined';
import RefreshOutlined from '@mui/icons-material/RefreshOutlined';
import { Box, Button, Card, CardContent, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { Fragment, useEffect, useState } from 'react';
import type { AdminRecommendation } from '@contracts/admin-recommendations';
import { adminMessages } from '@contracts/messages/admin';
import { errorMessage } from '../../../lib/error-messages';
import { useToast } from '../../../lib/toast';
import { useRecommendations } from '../api/recommendations';
import type { DialogControl } from '../users/dialog-control';
import { DeleteRecommendationDialog } from './delete-recommendation-dialog';
import { RecommendationDialog } from './recommendation-dialog';
import { RecommendationsErrorPanel } from './recommendations-error-panel';
import { RecommendationsTable, type RecommendationAction } from './recommendations-table';

const text = adminMessages.recommendations;

type OpenDialog = { kind: 'create' } | { kind: RecommendationAction; band: AdminRecommendation };

/**
 * /admin/investment-recommendations (spec 3 sections 2.5, 5, 8, 9): the profile filter, refresh, the
 * bands' table, the create/edit dialog and the delete confirmation. One dialog at a time, forgotten (with
 * its form) once closed.
 */
export function AdminRecommendationsPage() {
  const toast = useToast();
  const [profileId, setProfileId] = useState('');
  const list = useRecommendations(profileId);
  const [dialog, setDialog] = useState<{ open: boolean; key: number; which: OpenDialog } | null>(null);

  const profiles = list.data?.profiles ?? [];
  const profileName = (id: string) => profiles.find((profile) => profile.id === id)?.name ?? id;
  const loadError = profileId ? text.profileLoadError : text.loadError;

  useEffect(() => {
    if (list.error) {
      toast({ title: loadError, description: errorMessage(list.error), variant: 'destructive' });
    }
  }, [list.error, loadError, toast]);

  const open = (which: OpenDialog) =>
    setDialog((previous) => ({ open: true, key: (previous?.key ?? 0) + 1, which }));
  const control: DialogControl = {
    open: dialog?.open ?? false,
    onClose: () => setDialog((previous) => previous && { ...previous, open: false }),
    onExited: () => setDialog((previous) => (previous?.open ? previous : null)),
  };

  const heading = (
    <Box>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.5rem', md: '1.8rem' } }}>
        {text.title}
      </Typography>
      <Typography color="text.secondary">{text.subtitle}</Typography>
    </Box>
  );

  if (list.isError && !list.data) {
    return (
      <Stack spacing={3}>
        {heading}
        <RecommendationsErrorPanel
          title={loadError}
          error={list.error}
          retrying={list.isFetching}
          onRetry={() => void list.refetch()}
        />
      </Stack>
    );
  }

  return (
    <Stack spacing={3}>
      {heading}
      <Card variant="outlined">
        <CardContent sx={{ px: { xs: 1.5, sm: 2, md: 1.5 } }}>
          <Stack
            direction={{ xs: 'column', md: 'row' }}
            spacing={2}
            useFlexGap
            sx={{ alignItems: { md: 'center' }, justifyContent: 'space-between', mb: 2 }}
          >
            <TextField
              select
              label={text.profileFilter}
              value={profileId}
              onChange={(event) => setProfileId(event.target.value)}
              size="small"
              sx={{ minWidth: { md: 280 } }}
              slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
            >
              <MenuItem value="">{text.allProfiles}</MenuItem>
              {profiles.map((profile) => (
                <MenuItem key={profile.id} value={profile.id}>
                  {profile.name}
                </MenuItem>
              ))}
            </TextField>
            <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
              <Button
                variant="outlined"
                startIcon={<RefreshOutlined aria-hidden />}
                onClick={() => void list.refetch()}
                loading={list.isRefetching && !list.isPlaceholderData}
                loadingPosition="start"
              >
                {text.refresh}
              </Button>
              <Button
                variant="contained"
                startIcon={<AddOutlined aria-hidden />}
                onClick={() => open({ kind: 'create' })}
                disabled={!list.data}
              >
                {text.create}
              </Button>
            </Stack>
          </Stack>
          <RecommendationsTable
            recommendations={list.data?.recommendations}
            profileName={profileName}
            loading={list.isFetching}
            onAction={(kind, band) => open({ kind, band })}
          />
        </CardContent>
      </Card>
      {dialog && (
        <Fragment key={dialog.key}>
          {dialog.which.kind === 'delete' ? (
            <DeleteRecommendationDialog id={dialog.which.band.id} control={control} />
          ) : (
            <RecommendationDialog
              band={dialog.which.kind === 'edit' ? dialog.which.band : undefined}
              profiles={profiles}
              profileId={profileId}
              control={control}
            />
          )}
        </Fragment>
      )}
    </Stack>
  );
}
