import AddOutlined from '@mui/icons-material/AddOutlined';
import SearchOutlined from '@mui/icons-material/SearchOutlined';
import {
  Alert,
  AlertTitle,
  Box,
  Button,
  Card,
  CardContent,
  InputAdornment,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { Fragment, useState } from 'react';
import type { AdminDiagnostic } from '@contracts/admin-diagnostics';
import { adminDiagnosticsMessages } from '@contracts/messages/admin-diagnostics';
import { errorMessage } from '../../../lib/error-messages';
import { useAdminDiagnostics } from '../api/diagnostics';
import { DeleteDiagnosticDialog } from './delete-diagnostic-dialog';
import { DiagnosticDialog } from './diagnostic-dialog';
import { matchesSearch } from './diagnostic-form';
import { DiagnosticsTable } from './diagnostics-table';
import { ImportDiagnosticButton } from './import-diagnostic-button';
import { useDialog } from './use-dialog';

const text = adminDiagnosticsMessages;

type OpenDialog = { kind: 'create' } | { kind: 'edit' | 'delete'; diagnostic: AdminDiagnostic };

/**
 * /admin/diagnostics (spec 3 sections 2.5, 4, 5, 8, 9): the search, the table with its publication
 * switches and each row's actions (details, edit, questions, export, delete), 'Importar' (a JSON file
 * exported here) and 'Novo Diagnóstico'. One dialog at a time, forgotten once closed.
 */
export function AdminDiagnosticsPage() {
  const list = useAdminDiagnostics();
  const [term, setTerm] = useState('');
  const { dialog, open, control } = useDialog<OpenDialog>();

  const all = list.data?.diagnostics;
  const shown = all?.filter((diagnostic) => matchesSearch(diagnostic, term));
  const empty =
    all?.length === 0 ? (
      <Stack spacing={2} sx={{ py: 3, alignItems: 'center' }}>
        <Typography color="text.secondary">{text.empty}</Typography>
        <Button
          variant="contained"
          startIcon={<AddOutlined aria-hidden />}
          onClick={() => open({ kind: 'create' })}
        >
          {text.createEmpty}
        </Button>
      </Stack>
    ) : (
      <Typography color="text.secondary" sx={{ py: 2, textAlign: 'center' }}>
        {text.noMatch(term.trim())}
      </Typography>
    );

  return (
    <Stack spacing={3}>
      <Box>
        <Typography variant="h1" sx={{ fontSize: { xs: '1.5rem', md: '1.8rem' } }}>
          {text.title}
        </Typography>
        <Typography color="text.secondary">{text.subtitle}</Typography>
      </Box>
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
            <Stack
              direction={{ xs: 'column', md: 'row' }}
              spacing={2}
              useFlexGap
              sx={{ alignItems: { md: 'center' }, mb: 2 }}
            >
              <TextField
                type="search"
                label={text.searchLabel}
                placeholder={text.searchPlaceholder}
                value={term}
                onChange={(event) => setTerm(event.target.value)}
                size="small"
                sx={{ flex: 1, minWidth: { md: 280 } }}
                slotProps={{
                  input: {
                    startAdornment: (
                      <InputAdornment position="start">
                        <SearchOutlined aria-hidden />
                      </InputAdornment>
                    ),
                  },
                }}
              />
              <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
                <ImportDiagnosticButton disabled={!list.data} />
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
            <DiagnosticsTable
              diagnostics={shown}
              loading={list.isFetching}
              empty={empty}
              onEdit={(diagnostic) => open({ kind: 'edit', diagnostic })}
              onDelete={(diagnostic) => open({ kind: 'delete', diagnostic })}
            />
          </CardContent>
        </Card>
      )}
      {dialog && (
        <Fragment key={dialog.key}>
          {dialog.which.kind === 'delete' ? (
            <DeleteDiagnosticDialog diagnostic={dialog.which.diagnostic} control={control} />
          ) : (
            <DiagnosticDialog
              diagnostic={dialog.which.kind === 'edit' ? dialog.which.diagnostic : undefined}
              control={control}
            />
          )}
        </Fragment>
      )}
    </Stack>
  );
}
