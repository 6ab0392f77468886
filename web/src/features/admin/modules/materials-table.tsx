import ListAltOutlined from '@mui/icons-material/ListAltOutlined';
import { Button } from '@mui/material';
import type { AdminMaterial } from '@contracts/admin-modules';
import { adminModulesMessages } from '@contracts/messages/admin-modules';
import { formatEstimatedTime } from '@domain/learning';
import { AdminTable, compactCells, type AdminColumn } from '../shared/admin-table';
import { RowActions } from './row-actions';
import { StatusChip } from './status-chip';

const text = adminModulesMessages.materials;

const columns: readonly AdminColumn<AdminMaterial>[] = [
  { key: 'order', header: text.columns.order, cell: (material) => material.orderNumber },
  {
    key: 'title',
    header: text.columns.title,
    sx: { minWidth: 160, fontWeight: 600 },
    cell: (material) => material.title,
  },
  {
    key: 'type',
    header: text.columns.type,
    hideBelow: 'sm',
    cell: (material) => text.types[material.type] ?? material.type,
  },
  {
    key: 'time',
    header: text.columns.time,
    hideBelow: 'sm',
    sx: { whiteSpace: 'nowrap' },
    cell: (material) =>
      material.estimatedTime === null ? text.noTime : formatEstimatedTime(material.estimatedTime),
  },
  { key: 'items', header: text.columns.items, align: 'right', cell: (material) => material.items.length },
  {
    key: 'status',
    header: text.columns.status,
    cell: (material) => <StatusChip published={material.isPublished} />,
  },
];

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
    <AdminTable
      label={text.title}
      columns={columns}
      rows={materials}
      empty={text.empty}
      selected={(material) => material.id === selectedId}
      sx={compactCells}
      actions={{
        header: text.columns.actions,
        cell: (material) => (
          <>
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
          </>
        ),
      }}
    />
  );
}
