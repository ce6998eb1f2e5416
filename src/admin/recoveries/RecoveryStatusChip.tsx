// A recovery's status as a chip (docs/compliance.md#the-back-offices-recoveries): ready stands out, the
// outcomes are quiet.
import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { RecoveryStatus } from '#core/recoveryStatus.ts';

const COLORS: Record<RecoveryStatus, 'success' | 'default' | 'warning' | 'info'> = {
  pending: 'warning',
  ready: 'info',
  cancelled: 'default',
  executed: 'success',
};

export function RecoveryStatusChip({ status }: { status: RecoveryStatus }) {
  const translate = useTranslate();
  return <Chip size="small" color={COLORS[status]} label={translate(`admin.recoveries.status.${status}`)} />;
}
