// A small read-only table of an investor's records (holdings, trades, income, certificates, audit entries), or
// 'None yet' when there are none.
import { Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';

export interface Column<T> {
  /** Key under admin.investors.columns. */
  label: string;
  render(row: T): ReactNode;
  align?: 'right';
}

export function RecordTable<T>({
  rows,
  columns,
  rowKey,
}: {
  rows: readonly T[];
  columns: readonly Column<T>[];
  rowKey(row: T): string | number;
}) {
  const translate = useTranslate();
  if (rows.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        {translate('admin.investors.none')}
      </Typography>
    );
  }
  return (
    <Table size="small">
      <TableHead>
        <TableRow>
          {columns.map((c) => (
            <TableCell key={c.label} align={c.align}>
              {translate(`admin.investors.columns.${c.label}`)}
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={rowKey(row)}>
            {columns.map((c) => (
              <TableCell key={c.label} align={c.align}>
                {c.render(row)}
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
