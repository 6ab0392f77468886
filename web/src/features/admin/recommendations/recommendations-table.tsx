import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import {
  IconButton,
  Skeleton,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Tooltip,
  Typography,
  type Theme,
} from '@mui/material';
import { RECOMMENDATION_CHANNELS, type AdminRecommendation } from '@contracts/admin-recommendations';
import { adminMessages } from '@contracts/messages/admin';
import { formatWholeReais } from '../../../lib/format';

const text = adminMessages.recommendations;
const COLUMNS = 6 + RECOMMENDATION_CHANNELS.length;
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
 * six channels and Ações. Twelve columns do not fit a phone: the table scrolls sideways in a region the
 * keyboard can reach.
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
  return (
    <TableContainer tabIndex={0} role="region" aria-label={text.title} sx={{ borderRadius: 1 }}>
      <Table size="small" aria-label={text.title} aria-busy={loading} sx={tableSx}>
        <TableHead>
          <TableRow>
            <TableCell>{text.columns.profile}</TableCell>
            <TableCell>{text.columns.businessType}</TableCell>
            <TableCell align="right">{text.columns.revenueMin}</TableCell>
            <TableCell align="right">{text.columns.revenueMax}</TableCell>
            <TableCell align="right">{text.columns.marketing}</TableCell>
            {RECOMMENDATION_CHANNELS.map((channel) => (
              <TableCell key={channel} align="right">
                {text.channels[channel]}
              </TableCell>
            ))}
            <TableCell align="right">{text.columns.actions}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {!recommendations &&
            [0, 1, 2].map((row) => (
              <TableRow key={row}>
                <TableCell colSpan={COLUMNS}>
                  <Skeleton height={32} />
                </TableCell>
              </TableRow>
            ))}
          {recommendations?.length === 0 && (
            <TableRow>
              <TableCell colSpan={COLUMNS}>
                <Typography color="text.secondary" sx={{ py: 2, textAlign: 'center' }}>
                  {text.empty}
                </Typography>
              </TableCell>
            </TableRow>
          )}
          {recommendations?.map((band) => {
            const name = profileName(band.profileId);
            const label = text.actionsFor(name, band.businessType, formatWholeReais(band.revenueMin));
            return (
              <TableRow key={band.id} hover>
                <TableCell sx={{ fontWeight: 600 }}>{name}</TableCell>
                <TableCell>{band.businessType}</TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {formatWholeReais(band.revenueMin)}
                </TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {band.revenueMax === null ? text.noLimit : formatWholeReais(band.revenueMax)}
                </TableCell>
                <TableCell align="right">{percent(band.marketingPercentage)}</TableCell>
                {RECOMMENDATION_CHANNELS.map((channel) => (
                  <TableCell key={channel} align="right">
                    {percent(band[channel])}
                  </TableCell>
                ))}
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  <Tooltip title={text.edit}>
                    <IconButton
                      size="small"
                      aria-label={`${text.edit}: ${label}`}
                      onClick={() => onAction('edit', band)}
                    >
                      <EditOutlined fontSize="small" />
                    </IconButton>
                  </Tooltip>
                  <Tooltip title={text.delete}>
                    <IconButton
                      size="small"
                      aria-label={`${text.delete}: ${label}`}
                      onClick={() => onAction('delete', band)}
                      color="error"
                    >
                      <DeleteOutlined fontSize="small" />
                    </IconButton>
                  </Tooltip>
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
