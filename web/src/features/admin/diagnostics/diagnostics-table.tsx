import {
  Box,
  Skeleton,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import type { ReactNode } from 'react';
import type { AdminDiagnostic } from '@contracts/admin-diagnostics';
import { adminDiagnosticsMessages } from '@contracts/messages/admin-diagnostics';
import { DiagnosticIcon } from '../../../components/diagnostic-icon';
import { DiagnosticActions } from './diagnostic-actions';
import { PublicationSwitch } from './publication-switch';

const text = adminDiagnosticsMessages;
const COLUMNS = 6;

/** On a phone the description is left out (it is in the edit dialog): the switch and the actions stay near. */
const hiddenOnPhone = { display: { xs: 'none', sm: 'table-cell' } } as const;

const tableSx = {
  '& th': { fontWeight: 600 },
  '& th, & td': { px: 1 },
} as const;

/**
 * The diagnostics: Título (with its icon), Descrição, Slug, Perguntas, Publicado (the switch) and Ações
 * (details, the edit dialog, the questions, export, delete). On a phone Descrição is left out and the rest scrolls sideways in a region the
 * keyboard can reach.
 */
export function DiagnosticsTable({
  diagnostics,
  loading,
  empty,
  onEdit,
  onDelete,
}: {
  diagnostics: readonly AdminDiagnostic[] | undefined;
  loading: boolean;
  /** What an empty list shows (no diagnostic at all, or none matching the search). */
  empty: ReactNode;
  onEdit: (diagnostic: AdminDiagnostic) => void;
  onDelete: (diagnostic: AdminDiagnostic) => void;
}) {
  return (
    <TableContainer tabIndex={0} role="region" aria-label={text.title} sx={{ borderRadius: 1 }}>
      <Table size="small" aria-label={text.title} aria-busy={loading} sx={tableSx}>
        <TableHead>
          <TableRow>
            <TableCell>{text.columns.title}</TableCell>
            <TableCell sx={hiddenOnPhone}>{text.columns.description}</TableCell>
            <TableCell>{text.columns.slug}</TableCell>
            <TableCell align="right">{text.columns.questions}</TableCell>
            <TableCell>{text.columns.published}</TableCell>
            <TableCell align="right">{text.columns.actions}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {!diagnostics &&
            [0, 1, 2].map((row) => (
              <TableRow key={row}>
                <TableCell colSpan={COLUMNS}>
                  <Skeleton height={32} />
                </TableCell>
              </TableRow>
            ))}
          {diagnostics?.length === 0 && (
            <TableRow>
              <TableCell colSpan={COLUMNS}>{empty}</TableCell>
            </TableRow>
          )}
          {diagnostics?.map((diagnostic) => (
            <TableRow key={diagnostic.id} hover>
              <TableCell sx={{ minWidth: { xs: 150, sm: 180 } }}>
                <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                  <DiagnosticIcon name={diagnostic.icon} aria-hidden fontSize="small" color="primary" />
                  <Typography component="span" sx={{ fontWeight: 600, fontSize: 'inherit' }}>
                    {diagnostic.title}
                  </Typography>
                </Box>
              </TableCell>
              <TableCell sx={{ ...hiddenOnPhone, minWidth: 220, maxWidth: 420, color: 'text.secondary' }}>
                {diagnostic.description}
              </TableCell>
              <TableCell sx={{ fontFamily: 'monospace', whiteSpace: 'nowrap' }}>{diagnostic.slug}</TableCell>
              <TableCell align="right">{diagnostic.questionCount}</TableCell>
              <TableCell>
                <PublicationSwitch diagnostic={diagnostic} />
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                <DiagnosticActions
                  diagnostic={diagnostic}
                  onEdit={() => onEdit(diagnostic)}
                  onDelete={() => onDelete(diagnostic)}
                />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
