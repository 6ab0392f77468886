import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import { RowActionButtons } from '../shared/row-action-buttons';

/** A row's edit and delete buttons, each named after the row (the tooltip says the same). */
export function RowActions({
  editLabel,
  deleteLabel,
  onEdit,
  onDelete,
}: {
  editLabel: string;
  deleteLabel: string;
  onEdit: () => void;
  onDelete: () => void;
}) {
  return (
    <RowActionButtons
      actions={[
        { key: 'edit', label: editLabel, icon: EditOutlined, onClick: onEdit },
        { key: 'delete', label: deleteLabel, icon: DeleteOutlined, onClick: onDelete },
      ]}
    />
  );
}
