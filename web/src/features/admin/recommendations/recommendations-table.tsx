import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import type { Theme } from '@mui/material';
import { RECOMMENDATION_CHANNELS, type AdminRecommendation } from '@contracts/admin-recommendations';
import { adminMessages } from '@contracts/messages/admin';
import { formatWholeReais } from '../../../lib/format';
import { AdminTable, type AdminColumn } from '../shared/admin-table';
import { RowActionButtons } from '../shared/row-action-buttons';

const text = adminMessages.recommendations;
const percentFormat = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
const percent = (value: number) => `${percentFormat.format(value)}%`;

/** Compact cells, so the twelve columns fit beside the sidebar at 1366 px; the actions stay in view. */
const tableSx = {
  '& th, & td': { px: 0.75, fontSize: '0.78rem' },
  '& th': { fontWeight: 600, lineHeight: 1.3 },
  '& th:last-of-type, & td:last-of-type': {
    position: 'sticky',
    right: 0,
    bgcolor: 'background.paper',
    boxShadow: (theme: Theme) => `inset 1px 0 0 ${theme.palette.divider}`,
  },
} as const;

export type RecommendationAction = 'edit' | 'delete';

/**
 * The bands: Perfil (its name), Tipo, Faturamento Min., Faturamento Max. ('Sem limite'), % Marketing, the
 * six channels and Ações. Twelve columns do not fit a phone: the table scrolls sideways.
 */
export function RecommendationsTable({
  recommendations,
  profileName,
  loading,
  onAction,
}: {
  recommendations: readonly AdminRecommendation[] | undefined;
  profileName: (id: string) => string;
  loading: boolean;
  onAction: (action: RecommendationAction, band: AdminRecommendation) => void;
}) {
  const columns: AdminColumn<AdminRecommendation>[] = [
    {
      key: 'profile',
      header: text.columns.profile,
      sx: { fontWeight: 600 },
      cell: (band) => profileName(band.profileId),
    },
    { key: 'businessType', header: text.columns.businessType, cell: (band) => band.businessType },
    {
      key: 'revenueMin',
      header: text.columns.revenueMin,
      align: 'right',
      sx: { whiteSpace: 'nowrap' },
      cell: (band) => formatWholeReais(band.revenueMin),
    },
    {
      key: 'revenueMax',
      header: text.columns.revenueMax,
      align: 'right',
      sx: { whiteSpace: 'nowrap' },
      cell: (band) => (band.revenueMax === null ? text.noLimit : formatWholeReais(band.revenueMax)),
    },
    {
      key: 'marketing',
      header: text.columns.marketing,
      align: 'right',
      cell: (band) => percent(band.marketingPercentage),
    },
    ...RECOMMENDATION_CHANNELS.map((channel): AdminColumn<AdminRecommendation> => ({
      key: channel,
      header: text.channels[channel],
      align: 'right',
      cell: (band) => percent(band[channel]),
    })),
  ];

  return (
    <AdminTable
      label={text.title}
      columns={columns}
      rows={recommendations}
      loading={loading}
      empty={text.empty}
      sx={tableSx}
      actions={{
        header: text.columns.actions,
        cell: (band) => {
          const name = text.actionsFor(
            profileName(band.profileId),
            band.businessType,
            formatWholeReais(band.revenueMin),
          );
          return (
            <RowActionButtons
              actions={[
                {
                  key: 'edit',
                  label: text.edit,
                  name: `${text.edit}: ${name}`,
                  icon: EditOutlined,
                  onClick: () => onAction('edit', band),
                },
                {
                  key: 'delete',
                  label: text.delete,
                  name: `${text.delete}: ${name}`,
                  icon: DeleteOutlined,
                  onClick: () => onAction('delete', band),
                  color: 'error',
                },
              ]}
            />
          );
        },
      }}
    />
  );
}
