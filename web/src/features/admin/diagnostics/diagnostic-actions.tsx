import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import InfoOutlined from '@mui/icons-material/InfoOutlined';
import ListAltOutlined from '@mui/icons-material/ListAltOutlined';
import MoreVert from '@mui/icons-material/MoreVert';
import {
  IconButton,
  ListItemIcon,
  ListItemText,
  Menu,
  MenuItem,
  Tooltip,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { useId, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import type { AdminDiagnostic } from '@contracts/admin-diagnostics';
import { adminQuestionScreensMessages, adminQuestionsMessages } from '@contracts/messages/admin-questions';
import { useToast } from '../../../lib/toast';
import { fetchDiagnosticExport } from '../api/diagnostics';
import { downloadFile } from '../users/download-file';
import { serverMessage } from '../users/server-message';
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

interface Action {
  key: string;
  label: string;
  icon: typeof EditOutlined;
  /** A link (details, questions) or a button. */
  to?: string;
  onClick?: () => void;
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
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const actions: Action[] = [
    { key: 'details', label: text.details, icon: InfoOutlined, to: detailsPath(diagnostic.id) },
    { key: 'edit', label: text.edit, icon: EditOutlined, onClick: onEdit },
    { key: 'questions', label: text.questions, icon: ListAltOutlined, to: questionsPath(diagnostic.id) },
    {
      key: 'export',
      label: text.export,
      icon: FileDownloadOutlined,
      onClick: () => void exportDiagnostic(diagnostic),
    },
    { key: 'delete', label: text.delete, icon: DeleteOutlined, onClick: onDelete },
  ];

  if (!phone) {
    return actions.map(({ key, label, icon: Icon, to, onClick }) => {
      const name = text.for(label, diagnostic.title);
      return (
        <Tooltip key={key} title={label}>
          {to ? (
            <IconButton size="small" aria-label={name} component={RouterLink} to={to}>
              <Icon fontSize="small" />
            </IconButton>
          ) : (
            <IconButton size="small" aria-label={name} onClick={onClick}>
              <Icon fontSize="small" />
            </IconButton>
          )}
        </Tooltip>
      );
    });
  }

  return (
    <>
      <IconButton
        aria-label={text.menu(diagnostic.title)}
        aria-haspopup="menu"
        aria-expanded={Boolean(anchor)}
        aria-controls={anchor ? menuId : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <MoreVert />
      </IconButton>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        {actions.map(({ key, label, icon: Icon, to, onClick }) => {
          const content = (
            <>
              <ListItemIcon sx={key === 'delete' ? { color: 'inherit' } : undefined}>
                <Icon fontSize="small" />
              </ListItemIcon>
              <ListItemText>{label}</ListItemText>
            </>
          );
          const sx = key === 'delete' ? { color: 'error.main' } : undefined;
          return to ? (
            <MenuItem key={key} component={RouterLink} to={to} sx={sx}>
              {content}
            </MenuItem>
          ) : (
            <MenuItem
              key={key}
              sx={sx}
              onClick={() => {
                setAnchor(null);
                onClick?.();
              }}
            >
              {content}
            </MenuItem>
          );
        })}
      </Menu>
    </>
  );
}
