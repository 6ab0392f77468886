import { Alert, AlertTitle, Button } from '@mui/material';
import { Fragment, useState } from 'react';
import type { AdminDiagnostic } from '@contracts/admin-diagnostics';
import { adminDiagnosticsMessages } from '@contracts/messages/admin-diagnostics';
import { errorMessage } from '../../../lib/error-messages';
import { useAdminDiagnostics } from '../api/diagnostics';
import { AdminListPage } from '../shared/admin-list-page';
import { SearchField } from '../shared/search-field';
import { useDialog } from '../shared/use-dialog';
import { DeleteDiagnosticDialog } from './delete-diagnostic-dialog';
import { DiagnosticDialog } from './diagnostic-dialog';
import { matchesSearch } from './diagnostic-form';
import { DiagnosticsTable } from './diagnostics-table';
import { ImportDiagnosticButton } from './import-diagnostic-button';

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
  const create = () => open({ kind: 'create' });

  return (
    <>
      <AdminListPage
        title={text.title}
        description={text.subtitle}
        primaryAction={{ label: text.create, onClick: create, disabled: !list.data }}
        filters={
          <SearchField
            label={text.searchLabel}
            placeholder={text.searchPlaceholder}
            value={term}
            onChange={setTerm}
          />
        }
        tools={<ImportDiagnosticButton disabled={!list.data} />}
        failure={
          list.isError &&
          !list.data && (
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
          )
        }
      >
        <DiagnosticsTable
          diagnostics={all?.filter((diagnostic) => matchesSearch(diagnostic, term))}
          loading={list.isFetching}
          empty={all?.length === 0 ? text.empty : text.noMatch(term.trim())}
          emptyAction={all?.length === 0 ? { label: text.createEmpty, onClick: create } : undefined}
          onEdit={(diagnostic) => open({ kind: 'edit', diagnostic })}
          onDelete={(diagnostic) => open({ kind: 'delete', diagnostic })}
        />
      </AdminListPage>
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
    </>
  );
}
