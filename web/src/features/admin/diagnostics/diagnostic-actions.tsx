import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import InfoOutlined from '@mui/icons-material/InfoOutlined';
import ListAltOutlined from '@mui/icons-material/ListAltOutlined';
import { useMediaQuery, useTheme } from '@mui/material';
import type { AdminDiagnostic } from '@contracts/admin-diagnostics';
import { adminQuestionScreensMessages, adminQuestionsMessages } from '@contracts/messages/admin-questions';
import { useToast } from '../../../lib/toast';
import { fetchDiagnosticExport } from '../api/diagnostics';
import type { RowAction } from '../shared/row-action';
import { RowActionButtons } from '../shared/row-action-buttons';
import { RowActionMenu } from '../shared/row-action-menu';
import { serverMessage } from '../shared/server-message';
import { downloadFile } from '../../../lib/download-file';
import { detailsPath, questionsPath } from './questionnaire-screen';

const text = adminQuestionScreensMessages.actions;

/** The export's file name: `diagnostico-<slug>.json`. */
export const exportFileName = (slug: string) => `diagnostico-${slug}.json`;

/** 'Exportar': the diagnostic with its questions, options and weights, downloaded as JSON. */
function useExportDiagnostic() {
  const toast = useToast();
  return async (diagnostic: AdminDiagnostic) => {
    try {
      const file = await fetchDiagnosticExport(diagnostic.id);
      downloadFile(`${JSON.stringify(file, null, 2)}\n`, exportFileName(diagnostic.slug), 'application/json');
      toast({ title: adminQuestionsMessages.exported, variant: 'success' });
    } catch (error) {
      toast({
        title: adminQuestionsMessages.exportError,
        description: serverMessage(error),
        variant: 'destructive',
      });
    }
  };
}

/**
 * A row's Ações (spec 2.5): details, the edit dialog, the questions, export and delete. Icon buttons
 * with their names as tooltips; on a phone, one menu named after the diagnostic.
 */
export function DiagnosticActions({
  diagnostic,
  onEdit,
  onDelete,
}: {
  diagnostic: AdminDiagnostic;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const exportDiagnostic = useExportDiagnostic();
  const actions: RowAction[] = [
    { key: 'details', label: text.details, icon: InfoOutlined, to: detailsPath(diagnostic.id) },
    { key: 'edit', label: text.edit, icon: EditOutlined, onClick: onEdit },
    { key: 'questions', label: text.questions, icon: ListAltOutlined, to: questionsPath(diagnostic.id) },
    {
      key: 'export',
      label: text.export,
      icon: FileDownloadOutlined,
      onClick: () => void exportDiagnostic(diagnostic),
    },
    { key: 'delete', label: text.delete, icon: DeleteOutlined, onClick: onDelete, danger: true },
  ];
  if (phone) return <RowActionMenu name={text.menu(diagnostic.title)} actions={actions} />;
  return (
    <RowActionButtons
      actions={actions.map((action) => ({ ...action, name: text.for(action.label, diagnostic.title) }))}
    />
  );
}
