// An investor's allow-list status as a coloured chip (docs/investors.md#statuses): green only when the wallet may
// buy and receive M2.
import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { AllowListStatus } from '#core/investorStatus.ts';

const COLORS: Record<AllowListStatus, 'success' | 'default' | 'warning' | 'error' | 'info'> = {
  approved: 'success',
  not_approved: 'default',
  expired: 'warning',
  revoked: 'error',
  frozen: 'info',
};

export function InvestorStatusChip({ status }: { status: AllowListStatus }) {
  const translate = useTranslate();
  return <Chip size="small" color={COLORS[status]} label={translate(`admin.investors.status.${status}`)} />;
}
