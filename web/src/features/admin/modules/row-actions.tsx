import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import { IconButton, Tooltip } from '@mui/material';

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
    <>
      <Tooltip title={editLabel}>
        <IconButton size="small" aria-label={editLabel} onClick={onEdit}>
          <EditOutlined fontSize="small" />
        </IconButton>
      </Tooltip>
      <Tooltip title={deleteLabel}>
        <IconButton size="small" aria-label={deleteLabel} onClick={onDelete}>
          <DeleteOutlined fontSize="small" />
        </IconButton>
      </Tooltip>
    </>
  );
}
