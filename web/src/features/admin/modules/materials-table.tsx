import ListAltOutlined from '@mui/icons-material/ListAltOutlined';
import {
  Button,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import type { AdminMaterial } from '@contracts/admin-modules';
import { adminModulesMessages } from '@contracts/messages/admin-modules';
import { formatEstimatedTime } from '@domain/learning';
import { StatusChip } from './modules-table';
import { RowActions } from './row-actions';

const text = adminModulesMessages.materials;
const hiddenOnPhone = { display: { xs: 'none', sm: 'table-cell' } } as const;
const tableSx = { '& th': { fontWeight: 600 }, '& th, & td': { px: 1 } } as const;

/** A module's materials in order: Ordem, Título, Tipo, Tempo estimado, Itens, Status, Ações. */
export function MaterialsTable({
  materials,
  selectedId,
  onItems,
  onEdit,
  onDelete,
}: {
  materials: readonly AdminMaterial[];
  selectedId: string | null;
  onItems: (material: AdminMaterial) => void;
  onEdit: (material: AdminMaterial) => void;
  onDelete: (material: AdminMaterial) => void;
}) {
  return (
    <TableContainer tabIndex={0} role="region" aria-label={text.title} sx={{ borderRadius: 1 }}>
      <Table size="small" aria-label={text.title} sx={tableSx}>
        <TableHead>
          <TableRow>
            <TableCell>{text.columns.order}</TableCell>
            <TableCell>{text.columns.title}</TableCell>
            <TableCell sx={hiddenOnPhone}>{text.columns.type}</TableCell>
            <TableCell sx={hiddenOnPhone}>{text.columns.time}</TableCell>
            <TableCell align="right">{text.columns.items}</TableCell>
            <TableCell>{text.columns.status}</TableCell>
            <TableCell align="right">{text.columns.actions}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {materials.length === 0 && (
            <TableRow>
              <TableCell colSpan={7}>
                <Typography color="text.secondary" sx={{ py: 2, textAlign: 'center' }}>
                  {text.empty}
                </Typography>
              </TableCell>
            </TableRow>
          )}
          {materials.map((material) => (
            <TableRow key={material.id} hover selected={material.id === selectedId}>
              <TableCell>{material.orderNumber}</TableCell>
              <TableCell sx={{ minWidth: 160, fontWeight: 600 }}>{material.title}</TableCell>
              <TableCell sx={hiddenOnPhone}>{text.types[material.type] ?? material.type}</TableCell>
              <TableCell sx={{ ...hiddenOnPhone, whiteSpace: 'nowrap' }}>
                {material.estimatedTime === null ? text.noTime : formatEstimatedTime(material.estimatedTime)}
              </TableCell>
              <TableCell align="right">{material.items.length}</TableCell>
              <TableCell>
                <StatusChip published={material.isPublished} />
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                <Button
                  size="small"
                  startIcon={<ListAltOutlined aria-hidden />}
                  aria-label={text.itemsFor(material.title)}
                  aria-pressed={material.id === selectedId}
                  onClick={() => onItems(material)}
                >
                  {text.itemsLink}
                </Button>
                <RowActions
                  editLabel={text.editFor(material.title)}
                  deleteLabel={text.deleteFor(material.title)}
                  onEdit={() => onEdit(material)}
                  onDelete={() => onDelete(material)}
                />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
