import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import KeyboardArrowUpIcon from '@mui/icons-material/KeyboardArrowUp';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Collapse from '@mui/material/Collapse';
import IconButton from '@mui/material/IconButton';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { useId, useState } from 'react';
import type { Column } from './column';
import type { RowOptions } from './row-options';

interface BodyRowProps<R, S extends string> {
  readonly row: R;
  readonly id: string;
  readonly columns: readonly Column<R, S>[];
  readonly options: RowOptions<R>;
}

/** One row: its cells, and what the table's options add (open on click or Enter, checkbox, detail). */
export function BodyRow<R, S extends string>({ row, id, columns, options }: BodyRowProps<R, S>) {
  const { onRowClick, rowLabel, rowProps, selection, expansion } = options;
  const [expanded, setExpanded] = useState(false);
  const detailId = `${useId()}-detail`;
  const keyboard = onRowClick && rowLabel;
  const open = onRowClick ? () => onRowClick(row) : undefined;
  const width = columns.length + (selection ? 1 : 0) + (expansion ? 1 : 0);
  const sx = [
    onRowClick ? { cursor: 'pointer' } : {},
    // An open detail reads as part of its row: no line between them.
    expansion && expanded ? { '& > td': { borderBottom: 0 } } : {},
  ];
  return (
    <>
      <TableRow
        hover
        {...rowProps?.(row)}
        tabIndex={keyboard ? 0 : undefined}
        aria-label={keyboard ? rowLabel(row) : undefined}
        onClick={open}
        onKeyDown={
          keyboard
            ? (event) => {
                if (event.key === 'Enter') open?.();
              }
            : undefined
        }
        sx={sx}
        selected={selection?.model.isSelected(id) ?? false}
      >
        {selection && (
          // A click on the checkbox chooses the row; it never opens it.
          <TableCell
            padding="checkbox"
            onClick={(event) => event.stopPropagation()}
            onKeyDown={(event) => event.stopPropagation()}
          >
            <Checkbox
              checked={selection.model.isSelected(id)}
              onChange={() => selection.model.toggle(id)}
              slotProps={{ input: { 'aria-label': selection.checkboxLabel(row) } }}
            />
          </TableCell>
        )}
        {expansion && (
          <TableCell padding="checkbox">
            <IconButton
              size="small"
              aria-expanded={expanded}
              aria-controls={detailId}
              aria-label={expansion.toggleLabel(row)}
              onClick={(event) => {
                event.stopPropagation();
                setExpanded((e) => !e);
              }}
            >
              {expanded ? <KeyboardArrowUpIcon /> : <KeyboardArrowDownIcon />}
            </IconButton>
          </TableCell>
        )}
        {columns.map((c) => (
          <TableCell
            key={c.key}
            align={c.align}
            padding={c.padding}
            sx={c.rowSx ? [c.sx ?? {}, c.rowSx(row)].flat() : c.sx}
          >
            {c.cell(row)}
          </TableCell>
        ))}
      </TableRow>
      {expansion && (
        <TableRow>
          <TableCell colSpan={width} sx={{ py: 0 }}>
            <Collapse in={expanded} unmountOnExit>
              <Box id={detailId}>{expansion.detail(row)}</Box>
            </Collapse>
          </TableCell>
        </TableRow>
      )}
    </>
  );
}
