// The buckets table (docs/admin.md#buckets-dashboard): name, bucket balance, sold M², sold value, available
// M², status label and warning of every property: the status label (src/core/liquidity.ts) and 'INSUFFICIENT
// LIQUIDITY' as the lens reports it.
import { Chip, Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import { useTranslate } from 'react-admin';
import { bucketStatus } from '../../core/liquidity.ts';
import type { PropertyView } from '../shared/chainTypes.ts';
import { useAdminFormat } from '../shared/useAdminFormat.ts';

const COLUMNS = ['name', 'bucketBalance', 'soldM2', 'soldValue', 'availableM2', 'status', 'warning'] as const;

export function BucketTable({ properties }: { properties: readonly PropertyView[] }) {
  const translate = useTranslate();
  const format = useAdminFormat();
  return (
    // Focusable and named: on a narrow screen the table scrolls sideways inside this box.
    <TableContainer tabIndex={0} role="group" aria-label={translate('admin.buckets.tableTitle')}>
      <Table size="small" aria-label={translate('admin.buckets.tableTitle')}>
        <TableHead>
          <TableRow>
            {COLUMNS.map((column) => (
              <TableCell
                key={column}
                align={column === 'name' || column === 'status' || column === 'warning' ? 'left' : 'right'}
              >
                {translate(`admin.buckets.columns.${column}`)}
              </TableCell>
            ))}
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
                  <Chip size="small" color="error" label={translate('admin.buckets.insufficientLiquidity')} />
                )}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
