import AddOutlined from '@mui/icons-material/AddOutlined';
import FileUploadOutlined from '@mui/icons-material/FileUploadOutlined';
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
import type { DialogControl } from '../users/dialog-control';
import { DiagnosticDialog } from './diagnostic-dialog';
import { matchesSearch } from './diagnostic-form';
import { DiagnosticsTable } from './diagnostics-table';

const text = adminDiagnosticsMessages;

/**
 * /admin/diagnostics (spec 3 sections 2.5, 4, 5, 8, 9): the search, the table with its publication
 * switches, 'Novo Diagnóstico' and the edit dialog. Questions, export, import and delete come next:
 * 'Importar' is shown disabled, marked 'Em breve'.
 */
export function AdminDiagnosticsPage() {
  const list = useAdminDiagnostics();
  const [term, setTerm] = useState('');
  const [dialog, setDialog] = useState<{ open: boolean; key: number; diagnostic?: AdminDiagnostic } | null>(
    null,
  );

  const open = (diagnostic?: AdminDiagnostic) =>
    setDialog((previous) => ({ open: true, key: (previous?.key ?? 0) + 1, diagnostic }));
  const control: DialogControl = {
    open: dialog?.open ?? false,
    onClose: () => setDialog((previous) => previous && { ...previous, open: false }),
    onExited: () => setDialog((previous) => (previous?.open ? previous : null)),
  };

  const all = list.data?.diagnostics;
  const shown = all?.filter((diagnostic) => matchesSearch(diagnostic, term));
  const empty =
    all?.length === 0 ? (
      <Stack spacing={2} sx={{ py: 3, alignItems: 'center' }}>
        <Typography color="text.secondary">{text.empty}</Typography>
        <Button variant="contained" startIcon={<AddOutlined aria-hidden />} onClick={() => open()}>
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
                <Button variant="outlined" startIcon={<FileUploadOutlined aria-hidden />} disabled>
                  {`${text.import} (${text.comingSoon})`}
                </Button>
                <Button
                  variant="contained"
                  startIcon={<AddOutlined aria-hidden />}
                  onClick={() => open()}
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
              onEdit={(diagnostic) => open(diagnostic)}
            />
          </CardContent>
        </Card>
      )}
      {dialog && (
        <Fragment key={dialog.key}>
          <DiagnosticDialog diagnostic={dialog.diagnostic} control={control} />
        </Fragment>
      )}
    </Stack>
  );
}
