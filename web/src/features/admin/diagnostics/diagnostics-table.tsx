import { Box, Typography } from '@mui/material';
import type { AdminDiagnostic } from '@contracts/admin-diagnostics';
import { adminDiagnosticsMessages } from '@contracts/messages/admin-diagnostics';
import { DiagnosticIcon } from '../../../components/diagnostic-icon';
import { AdminTable, compactCells, type AdminColumn } from '../shared/admin-table';
import { DiagnosticActions } from './diagnostic-actions';
import { PublicationSwitch } from './publication-switch';

const text = adminDiagnosticsMessages;

const columns: readonly AdminColumn<AdminDiagnostic>[] = [
  {
    key: 'title',
    header: text.columns.title,
    sx: { minWidth: { xs: 150, sm: 180 } },
    cell: (diagnostic) => (
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <DiagnosticIcon name={diagnostic.icon} aria-hidden fontSize="small" color="primary" />
        <Typography component="span" sx={{ fontWeight: 600, fontSize: 'inherit' }}>
          {diagnostic.title}
        </Typography>
      </Box>
    ),
  },
  {
    key: 'description',
    header: text.columns.description,
    // On a phone the description is left out (it is in the edit dialog): the switch and the actions stay near.
    hideBelow: 'sm',
    sx: { minWidth: 220, maxWidth: 420, color: 'text.secondary' },
    cell: (diagnostic) => diagnostic.description,
  },
  {
    key: 'slug',
    header: text.columns.slug,
    sx: { fontFamily: 'monospace', whiteSpace: 'nowrap' },
    cell: (diagnostic) => diagnostic.slug,
  },
  {
    key: 'questions',
    header: text.columns.questions,
    align: 'right',
    cell: (diagnostic) => diagnostic.questionCount,
  },
  {
    key: 'published',
    header: text.columns.published,
    cell: (diagnostic) => <PublicationSwitch diagnostic={diagnostic} />,
  },
];

/**
 * The diagnostics: Título (with its icon), Descrição, Slug, Perguntas, Publicado (the switch) and Ações
 * (details, the edit dialog, the questions, export, delete). On a phone Descrição is left out and the rest
 * scrolls sideways.
 */
export function DiagnosticsTable({
  diagnostics,
  loading,
  empty,
  emptyAction,
  onEdit,
  onDelete,
}: {
  diagnostics: readonly AdminDiagnostic[] | undefined;
  loading: boolean;
  /** What an empty list says (no diagnostic at all, or none matching the search). */
  empty: string;
  emptyAction?: { label: string; onClick: () => void };
  onEdit: (diagnostic: AdminDiagnostic) => void;
  onDelete: (diagnostic: AdminDiagnostic) => void;
}) {
  return (
    <AdminTable
      label={text.title}
      columns={columns}
      rows={diagnostics}
      loading={loading}
      empty={empty}
      emptyAction={emptyAction}
      sx={compactCells}
      actions={{
        header: text.columns.actions,
        cell: (diagnostic) => (
          <DiagnosticActions
            diagnostic={diagnostic}
            onEdit={() => onEdit(diagnostic)}
            onDelete={() => onDelete(diagnostic)}
          />
        ),
      }}
    />
  );
}
