import { MenuItem, TextField } from '@mui/material';
import { Fragment, useEffect, useState } from 'react';
import type { AdminRecommendation } from '@contracts/admin-recommendations';
import { adminMessages } from '@contracts/messages/admin';
import { errorMessage } from '../../../lib/error-messages';
import { useToast } from '../../../lib/toast';
import { useRecommendations } from '../api/recommendations';
import { AdminListPage } from '../shared/admin-list-page';
import { RefreshButton } from '../shared/refresh-button';
import { useDialog } from '../shared/use-dialog';
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
  const { dialog, open, control } = useDialog<OpenDialog>();

  const profiles = list.data?.profiles ?? [];
  const profileName = (id: string) => profiles.find((profile) => profile.id === id)?.name ?? id;
  const loadError = profileId ? text.profileLoadError : text.loadError;

  useEffect(() => {
    if (list.error) {
      toast({ title: loadError, description: errorMessage(list.error), variant: 'destructive' });
    }
  }, [list.error, loadError, toast]);

  return (
    <>
      <AdminListPage
        title={text.title}
        description={text.subtitle}
        primaryAction={{ label: text.create, onClick: () => open({ kind: 'create' }), disabled: !list.data }}
        filters={
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
        }
        tools={
          <RefreshButton
            label={text.refresh}
            onClick={() => void list.refetch()}
            loading={list.isRefetching && !list.isPlaceholderData}
          />
        }
        failure={
          list.isError &&
          !list.data && (
            <RecommendationsErrorPanel
              title={loadError}
              error={list.error}
              retrying={list.isFetching}
              onRetry={() => void list.refetch()}
            />
          )
        }
        dense
      >
        <RecommendationsTable
          recommendations={list.data?.recommendations}
          profileName={profileName}
          loading={list.isFetching}
          onAction={(kind, band) => open({ kind, band })}
        />
      </AdminListPage>
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
    </>
  );
}
