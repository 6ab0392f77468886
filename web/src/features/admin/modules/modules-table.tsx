import ArrowDownwardOutlined from '@mui/icons-material/ArrowDownwardOutlined';
import ArrowUpwardOutlined from '@mui/icons-material/ArrowUpwardOutlined';
import ListAltOutlined from '@mui/icons-material/ListAltOutlined';
import {
  Box,
  Button,
  Chip,
  IconButton,
  Skeleton,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useEffect, useRef, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import type { AdminModule } from '@contracts/admin-modules';
import { adminModulesMessages } from '@contracts/messages/admin-modules';
import { ModuleIcon } from '../../../components/module-icon';
import { categoryLabel } from '../../../lib/category-label';
import { adminModulePath } from './module-paths';
import { RowActions } from './row-actions';

const text = adminModulesMessages;
const COLUMNS = 6;
const hiddenOnPhone = { display: { xs: 'none', sm: 'table-cell' } } as const;
const tableSx = { '& th': { fontWeight: 600 }, '& th, & td': { px: 1 } } as const;

export function StatusChip({ published }: { published: boolean }) {
  return (
    <Chip
      size="small"
      label={published ? text.published : text.draft}
      color={published ? 'success' : 'default'}
      variant={published ? 'filled' : 'outlined'}
    />
  );
}

/**
 * The modules in order (spec 2.5): Ordem (up and down arrows; the first cannot go up, the last cannot
 * go down), Título with its icon, Categoria, Materiais, Status and Ações (Materiais, edit, delete). On a
 * phone Categoria is left out and the rest scrolls sideways in a region the keyboard can reach.
 */
export function ModulesTable({
  modules,
  loading,
  moving,
  empty,
  onMove,
  onEdit,
  onDelete,
}: {
  modules: readonly AdminModule[] | undefined;
  loading: boolean;
  /** While a move is being saved, every arrow waits. */
  moving: boolean;
  empty: ReactNode;
  onMove: (module: AdminModule, direction: 'up' | 'down') => void;
  onEdit: (module: AdminModule) => void;
  onDelete: (module: AdminModule) => void;
}) {
  const container = useRef<HTMLDivElement>(null);
  const refocus = useRef<{ id: string; direction: 'up' | 'down' } | null>(null);
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

  return (
    <TableContainer
      ref={container}
      tabIndex={0}
      role="region"
      aria-label={text.title}
      sx={{ borderRadius: 1 }}
    >
      <Table size="small" aria-label={text.title} aria-busy={loading} sx={tableSx}>
        <TableHead>
          <TableRow>
            <TableCell>{text.columns.order}</TableCell>
            <TableCell>{text.columns.title}</TableCell>
            <TableCell sx={hiddenOnPhone}>{text.columns.category}</TableCell>
            <TableCell align="right">{text.columns.materials}</TableCell>
            <TableCell>{text.columns.status}</TableCell>
            <TableCell align="right">{text.columns.actions}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {!modules &&
            [0, 1, 2].map((row) => (
              <TableRow key={row}>
                <TableCell colSpan={COLUMNS}>
                  <Skeleton height={32} />
                </TableCell>
              </TableRow>
            ))}
          {modules?.length === 0 && (
            <TableRow>
              <TableCell colSpan={COLUMNS}>{empty}</TableCell>
            </TableRow>
          )}
          {modules?.map((module, index) => (
            <TableRow key={module.id} hover>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                <Typography
                  component="span"
                  sx={{ display: 'inline-block', minWidth: 20, fontSize: 'inherit' }}
                >
                  {index + 1}
                </Typography>
                {(['up', 'down'] as const).map((direction) => {
                  const blocked = direction === 'up' ? index === 0 : index === modules.length - 1;
                  const Arrow = direction === 'up' ? ArrowUpwardOutlined : ArrowDownwardOutlined;
                  return (
                    <IconButton
                      key={direction}
                      size="small"
                      data-move={`${module.id}:${direction}`}
                      aria-label={(direction === 'up' ? text.moveUp : text.moveDown)(module.title)}
                      disabled={blocked}
                      // While a move is saved the arrows wait without being disabled, so the
                      // focused one keeps the keyboard focus.
                      aria-disabled={moving || undefined}
                      onClick={() => {
                        if (moving) return;
                        refocus.current = { id: module.id, direction };
                        onMove(module, direction);
                      }}
                    >
                      <Arrow fontSize="small" />
                    </IconButton>
                  );
                })}
              </TableCell>
              <TableCell sx={{ minWidth: { xs: 160, sm: 200 } }}>
                <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                  <ModuleIcon icon={module.icon} />
                  <Typography component="span" sx={{ fontWeight: 600, fontSize: 'inherit' }}>
                    {module.title}
                  </Typography>
                </Box>
              </TableCell>
              <TableCell sx={{ ...hiddenOnPhone, whiteSpace: 'nowrap' }}>
                {categoryLabel(module.category)}
              </TableCell>
              <TableCell align="right">{module.materialCount}</TableCell>
              <TableCell>
                <StatusChip published={module.isPublished} />
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
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
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
