import ArrowDownwardOutlined from '@mui/icons-material/ArrowDownwardOutlined';
import ArrowUpwardOutlined from '@mui/icons-material/ArrowUpwardOutlined';
import ListAltOutlined from '@mui/icons-material/ListAltOutlined';
import { Box, Button, IconButton, Typography } from '@mui/material';
import { useEffect, useRef } from 'react';
import { Link as RouterLink } from 'react-router';
import type { AdminModule } from '@contracts/admin-modules';
import { adminModulesMessages } from '@contracts/messages/admin-modules';
import { ModuleIcon } from '../../../components/module-icon';
import { categoryLabel } from '../../../lib/category-label';
import { AdminTable, compactCells, type AdminColumn } from '../shared/admin-table';
import { adminModulePath } from './module-paths';
import { RowActions } from './row-actions';
import { StatusChip } from './status-chip';

const text = adminModulesMessages;

type Direction = 'up' | 'down';

/** The module's place (1, 2, …) and its arrows; the first cannot go up, the last cannot go down. */
function OrderCell({
  module,
  index,
  count,
  moving,
  onMove,
}: {
  module: AdminModule;
  index: number;
  count: number;
  moving: boolean;
  onMove: (direction: Direction) => void;
}) {
  return (
    <>
      <Typography component="span" sx={{ display: 'inline-block', minWidth: 20, fontSize: 'inherit' }}>
        {index + 1}
      </Typography>
      {(['up', 'down'] as const).map((direction) => {
        const Arrow = direction === 'up' ? ArrowUpwardOutlined : ArrowDownwardOutlined;
        return (
          <IconButton
            key={direction}
            size="small"
            data-move={`${module.id}:${direction}`}
            aria-label={(direction === 'up' ? text.moveUp : text.moveDown)(module.title)}
            disabled={direction === 'up' ? index === 0 : index === count - 1}
            // While a move is saved the arrows wait without being disabled, so the focused one keeps the
            // keyboard focus.
            aria-disabled={moving || undefined}
            onClick={() => {
              if (!moving) onMove(direction);
            }}
          >
            <Arrow fontSize="small" />
          </IconButton>
        );
      })}
    </>
  );
}

const columns: readonly AdminColumn<AdminModule>[] = [
  {
    key: 'title',
    header: text.columns.title,
    sx: { minWidth: { xs: 160, sm: 200 } },
    cell: (module) => (
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <ModuleIcon icon={module.icon} />
        <Typography component="span" sx={{ fontWeight: 600, fontSize: 'inherit' }}>
          {module.title}
        </Typography>
      </Box>
    ),
  },
  {
    key: 'category',
    header: text.columns.category,
    hideBelow: 'sm',
    sx: { whiteSpace: 'nowrap' },
    cell: (module) => categoryLabel(module.category),
  },
  {
    key: 'materials',
    header: text.columns.materials,
    align: 'right',
    cell: (module) => module.materialCount,
  },
  {
    key: 'status',
    header: text.columns.status,
    cell: (module) => <StatusChip published={module.isPublished} />,
  },
];

/**
 * The modules in order (spec 2.5): Ordem (the arrows), Título with its icon, Categoria, Materiais, Status
 * and Ações (Materiais, edit, delete). On a phone Categoria is left out and the rest scrolls sideways.
 */
export function ModulesTable({
  modules,
  loading,
  moving,
  emptyAction,
  onMove,
  onEdit,
  onDelete,
}: {
  modules: readonly AdminModule[] | undefined;
  loading: boolean;
  /** While a move is being saved, every arrow waits. */
  moving: boolean;
  /** The empty list's button that creates the first module. */
  emptyAction: { label: string; onClick: () => void };
  onMove: (module: AdminModule, direction: Direction) => void;
  onEdit: (module: AdminModule) => void;
  onDelete: (module: AdminModule) => void;
}) {
  const container = useRef<HTMLDivElement>(null);
  const refocus = useRef<{ id: string; direction: Direction } | null>(null);
  // After a move the row is redrawn at its new place: the keyboard focus follows the arrow pressed (or
  // the other one, when the module reached the top or the bottom).
  useEffect(() => {
    const wanted = refocus.current;
    if (!wanted || moving) return;
    refocus.current = null;
    const other = wanted.direction === 'up' ? 'down' : 'up';
    const button = (direction: string) =>
      container.current?.querySelector<HTMLButtonElement>(`[data-move="${wanted.id}:${direction}"]`);
    const target = button(wanted.direction);
    (target && !target.disabled ? target : button(other))?.focus();
  }, [modules, moving]);

  const order: AdminColumn<AdminModule> = {
    key: 'order',
    header: text.columns.order,
    sx: { whiteSpace: 'nowrap' },
    cell: (module, index) => (
      <OrderCell
        module={module}
        index={index}
        count={modules?.length ?? 0}
        moving={moving}
        onMove={(direction) => {
          refocus.current = { id: module.id, direction };
          onMove(module, direction);
        }}
      />
    ),
  };

  return (
    <AdminTable
      ref={container}
      label={text.title}
      columns={[order, ...columns]}
      rows={modules}
      loading={loading}
      empty={text.empty}
      emptyAction={emptyAction}
      sx={compactCells}
      actions={{
        header: text.columns.actions,
        cell: (module) => (
          <>
            <Button
              size="small"
              component={RouterLink}
              to={adminModulePath(module.id)}
              startIcon={<ListAltOutlined aria-hidden />}
              aria-label={text.materialsOf(module.title)}
            >
              {text.materialsLink}
            </Button>
            <RowActions
              editLabel={text.editFor(module.title)}
              deleteLabel={text.deleteFor(module.title)}
              onEdit={() => onEdit(module)}
              onDelete={() => onDelete(module)}
            />
          </>
        ),
      }}
    />
  );
}
