// The buckets table (docs/admin.md#buckets-dashboard): name, bucket balance, sold M², sold value, available
// M², status label and warning of one page of properties, as the API's indexer holds them: the status label
// (src/core/liquidity.ts) and 'INSUFFICIENT LIQUIDITY' as the lens reports it. Name, bucket balance and sold M²
// sort the table (the API sorts every property, then pages).
import {
  Chip,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TablePagination,
  TableRow,
  TableSortLabel,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import { bucketStatus } from '#core/liquidity.ts';
import type { PropertyView } from '../shared/chainTypes.ts';
import { useAdminFormat } from '../shared/useAdminFormat.ts';

const COLUMNS = ['name', 'bucketBalance', 'soldM2', 'soldValue', 'availableM2', 'status', 'warning'] as const;
export type BucketColumn = (typeof COLUMNS)[number];
/** The columns the API sorts by, with their API field and first direction. */
export const SORTABLE: Partial<Record<BucketColumn, [string, 'ASC' | 'DESC']>> = {
  name: ['name', 'ASC'],
  bucketBalance: ['bucket_balance', 'DESC'],
  soldM2: ['sold_m2', 'DESC'],
};
export type BucketSort = { column: BucketColumn; order: 'ASC' | 'DESC' } | null;
export const ROWS_PER_PAGE = 25;

export interface BucketTableProps {
  properties: readonly PropertyView[];
  total: number;
  page: number;
  onPage: (page: number) => void;
  sort: BucketSort;
  onSort: (sort: BucketSort) => void;
}

export function BucketTable({ properties, total, page, onPage, sort, onSort }: BucketTableProps) {
  const translate = useTranslate();
  const format = useAdminFormat();
  const toggle = (column: BucketColumn) => {
    const first = SORTABLE[column]?.[1] ?? 'ASC';
    if (sort?.column !== column) onSort({ column, order: first });
    else if (sort.order === first) onSort({ column, order: first === 'ASC' ? 'DESC' : 'ASC' });
    // A third click goes back to registry order.
    else onSort(null);
  };
  return (
    <>
      {/* Focusable and named: on a narrow screen the table scrolls sideways inside this box. */}
      <TableContainer tabIndex={0} role="group" aria-label={translate('admin.buckets.tableTitle')}>
        <Table size="small" aria-label={translate('admin.buckets.tableTitle')}>
          <TableHead>
            <TableRow>
              {COLUMNS.map((column) => {
                const label = translate(`admin.buckets.columns.${column}`);
                const active = sort?.column === column;
                return (
                  <TableCell
                    key={column}
                    align={
                      column === 'name' || column === 'status' || column === 'warning' ? 'left' : 'right'
                    }
                    sortDirection={active ? (sort.order === 'ASC' ? 'asc' : 'desc') : false}
                  >
                    {SORTABLE[column] ? (
                      <TableSortLabel
                        active={active}
                        direction={active && sort.order === 'DESC' ? 'desc' : 'asc'}
                        onClick={() => toggle(column)}
                        aria-label={translate('admin.paging.sortBy', { column: label })}
                      >
                        {label}
                      </TableSortLabel>
                    ) : (
                      label
                    )}
                  </TableCell>
                );
              })}
            </TableRow>
          </TableHead>
          <TableBody>
            {properties.map((property) => (
              <TableRow key={property.token} data-testid={`bucket-row-${property.token}`}>
                <TableCell component="th" scope="row">
                  {property.name}
                </TableCell>
                <TableCell align="right">{format.usdt(property.bucketBalance)}</TableCell>
                <TableCell align="right">{format.m2(property.soldM2)}</TableCell>
                <TableCell align="right">{format.usdt(property.soldValue)}</TableCell>
                <TableCell align="right">{format.m2(property.availableM2)}</TableCell>
                <TableCell>{translate(`admin.buckets.status.${bucketStatus(property)}`)}</TableCell>
                <TableCell>
                  {property.isLiquidityInsufficient && (
                    <Chip
                      size="small"
                      color="error"
                      label={translate('admin.buckets.insufficientLiquidity')}
                    />
                  )}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {total > ROWS_PER_PAGE && (
        <TablePagination
          component="div"
          count={total}
          page={page}
          rowsPerPage={ROWS_PER_PAGE}
          rowsPerPageOptions={[]}
          onPageChange={(_, next) => onPage(next)}
          labelDisplayedRows={({ from, to, count }) => translate('admin.paging.rows', { from, to, count })}
          getItemAriaLabel={(type) => translate(`admin.paging.${type}`)}
        />
      )}
    </>
  );
}
