import AddOutlined from '@mui/icons-material/AddOutlined';
import {
  Button,
  Skeleton,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
  type SxProps,
  type Theme,
} from '@mui/material';
import type { ReactNode, Ref } from 'react';

/** One style object (not an array or a function), so a column's own style can extend the hiding rule. */
type CellStyle = Exclude<SxProps<Theme>, ReadonlyArray<unknown> | ((theme: Theme) => unknown)>;

export interface AdminColumn<Row> {
  key: string;
  header: string;
  align?: 'right';
  /** Left out below this breakpoint, heading and cells (what it holds shows elsewhere, or is not needed). */
  hideBelow?: 'sm' | 'md';
  /** The body cells' style. */
  sx?: CellStyle;
  cell: (row: Row, index: number) => ReactNode;
}

/** The tables whose columns scroll sideways on a phone: 600-weight headings, narrow cell padding. */
export const compactCells = { '& th': { fontWeight: 600 }, '& th, & td': { px: 1 } } as const;

const hidden = (breakpoint: 'sm' | 'md' | undefined): CellStyle | undefined =>
  breakpoint && { display: { xs: 'none', [breakpoint]: 'table-cell' } };

/** What an empty list says: one centred line, or the line with the button that creates the first row. */
function EmptyRow({ text, action }: { text: string; action?: { label: string; onClick: () => void } }) {
  if (!action) {
    return (
      <Typography color="text.secondary" sx={{ py: 2, textAlign: 'center' }}>
        {text}
      </Typography>
    );
  }
  return (
    <Stack spacing={2} sx={{ py: 3, alignItems: 'center' }}>
      <Typography color="text.secondary">{text}</Typography>
      <Button variant="contained" startIcon={<AddOutlined aria-hidden />} onClick={action.onClick}>
        {action.label}
      </Button>
    </Stack>
  );
}

/**
 * An admin list as a table named `label`: the columns' headings, three skeleton rows while `rows` is
 * undefined, the `empty` line when there are none, then a row per item with its actions in the last,
 * right-aligned cell. A `scrolls` table is a region the keyboard can reach, so a phone scrolls it sideways.
 */
export function AdminTable<Row extends { id: string }>({
  label,
  columns,
  rows,
  loading,
  empty,
  emptyAction,
  actions,
  selected,
  scrolls = true,
  sx,
  ref,
}: {
  label: string;
  columns: readonly AdminColumn<Row>[];
  rows: readonly Row[] | undefined;
  /** Sets aria-busy while the list is being read (again). */
  loading?: boolean;
  empty: string;
  emptyAction?: { label: string; onClick: () => void };
  actions?: { header: string; cell: (row: Row) => ReactNode; width?: number };
  selected?: (row: Row) => boolean;
  scrolls?: boolean;
  sx?: SxProps<Theme>;
  ref?: Ref<HTMLDivElement>;
}) {
  const span = columns.length + (actions ? 1 : 0);
  const region = scrolls
    ? ({ tabIndex: 0, role: 'region', 'aria-label': label, sx: { borderRadius: 1 } } as const)
    : {};
  return (
    <TableContainer ref={ref} {...region}>
      <Table size="small" aria-label={label} aria-busy={loading} sx={sx}>
        <TableHead>
          <TableRow>
            {columns.map((column) => (
              <TableCell key={column.key} align={column.align} sx={hidden(column.hideBelow)}>
                {column.header}
              </TableCell>
            ))}
            {actions && <TableCell align="right">{actions.header}</TableCell>}
          </TableRow>
        </TableHead>
        <TableBody>
          {!rows &&
            [0, 1, 2].map((row) => (
              <TableRow key={row}>
                <TableCell colSpan={span}>
                  <Skeleton height={32} />
                </TableCell>
              </TableRow>
            ))}
          {rows?.length === 0 && (
            <TableRow>
              <TableCell colSpan={span}>
                <EmptyRow text={empty} action={emptyAction} />
              </TableCell>
            </TableRow>
          )}
          {rows?.map((row, index) => (
            <TableRow key={row.id} hover selected={selected?.(row)}>
              {columns.map((column) => (
                <TableCell
                  key={column.key}
                  align={column.align}
                  sx={column.hideBelow ? { ...hidden(column.hideBelow), ...column.sx } : column.sx}
                >
                  {column.cell(row, index)}
                </TableCell>
              ))}
              {actions && (
                <TableCell align="right" sx={{ whiteSpace: 'nowrap', width: actions.width }}>
                  {actions.cell(row)}
                </TableCell>
              )}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
