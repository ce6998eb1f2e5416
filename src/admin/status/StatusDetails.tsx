// The hover status panel (docs/admin.md#status-panel): contract addresses, fund manager, general bucket,
// bucket totals and property count, read in one lens call. Shown on hover and on keyboard focus of the
// details button.
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import { IconButton, Tooltip } from '@mui/material';
import { useId } from 'react';
import { useTranslate } from 'react-admin';
import type { Address } from 'viem';
import { AddressText } from '../shared/AddressText.tsx';
import { FigureList } from '../shared/FigureList.tsx';
import { useAdminFormat } from '../shared/useAdminFormat.ts';

export interface SystemStatusData {
  registry: Address;
  vaultTrader: Address;
  usdt: Address;
  fundManager: Address;
  paused: boolean;
  emergencySwept: boolean;
  generalBucket: bigint;
  totalBuckets: bigint;
  propertyCount: bigint;
}

export function StatusDetailsList({ status }: { status: SystemStatusData }) {
  const translate = useTranslate();
  const format = useAdminFormat();
  const label = (key: string) => translate(`admin.status.details.${key}`);
  return (
    <FigureList
      figures={[
        { id: 'registry', label: label('registry'), value: <AddressText address={status.registry} /> },
        {
          id: 'vaultTrader',
          label: label('vaultTrader'),
          value: <AddressText address={status.vaultTrader} />,
        },
        { id: 'usdt', label: label('usdt'), value: <AddressText address={status.usdt} /> },
        {
          id: 'fundManager',
          label: label('fundManager'),
          value: <AddressText address={status.fundManager} />,
        },
        { id: 'generalBucket', label: label('generalBucket'), value: format.usdt(status.generalBucket) },
        { id: 'totalBuckets', label: label('totalBuckets'), value: format.usdt(status.totalBuckets) },
        { id: 'propertyCount', label: label('propertyCount'), value: String(status.propertyCount) },
      ]}
    />
  );
}

export function StatusDetails({ status }: { status: SystemStatusData | undefined }) {
  const translate = useTranslate();
  const id = useId();
  return (
    <Tooltip
      describeChild
      id={id}
      slotProps={{
        tooltip: {
          sx: { maxWidth: 420, bgcolor: 'background.paper', color: 'text.primary', boxShadow: 4, p: 2 },
        },
      }}
      title={status ? <StatusDetailsList status={status} /> : translate('ra.page.loading')}
    >
      <IconButton aria-label={translate('admin.status.details.open')} size="small">
        <InfoOutlinedIcon />
      </IconButton>
    </Tooltip>
  );
}
