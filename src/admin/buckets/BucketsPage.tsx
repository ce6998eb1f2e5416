// The buckets dashboard (docs/admin.md#buckets-dashboard): general bucket balance (refetched every 30 s,
// docs/constants.md#refresh-intervals), total properties, the warnings list, the table of buckets, manual
// deposit and manual withdraw, the refund pools of properties delisted with a refund, and the "Distribute income"
// form (src/admin/distributions/DistributeIncomeForm.tsx). Fund manager or admin.
import { Alert, Grid, List, ListItem, ListItemText, Paper, Stack, Typography } from '@mui/material';
import { Loading, Title, useTranslate } from 'react-admin';
import { useReadVaultTraderGeneralBucket } from '../../../generated/wagmi.ts';
import { useAllPropertyViews } from '../../chain/propertyReads.ts';
import { LIVE_REFETCH_MS } from '../../config/queryClient.ts';
import { useNow } from '../../lib/useNow.ts';
import { DistributeIncomeForm } from '../distributions/DistributeIncomeForm.tsx';
import { PermissionNotice } from '../shared/PermissionNotice.tsx';
import { Section } from '../shared/Section.tsx';
import { useAdminFormat } from '../shared/useAdminFormat.ts';
import { BucketTable } from './BucketTable.tsx';
import { DepositForm } from './DepositForm.tsx';
import { RefundPoolCard } from './RefundPoolCard.tsx';
import { WithdrawForm } from './WithdrawForm.tsx';

function Figure({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <Paper variant="outlined" sx={{ p: 2, height: '100%' }}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="h5" component="p" data-testid={testId}>
        {value}
      </Typography>
    </Paper>
  );
}

export function BucketsPage() {
  const translate = useTranslate();
  const format = useAdminFormat();
  const { data: properties = [], isPending } = useAllPropertyViews();
  const { data: generalBucket } = useReadVaultTraderGeneralBucket({
    query: { refetchInterval: LIVE_REFETCH_MS },
  });
  const warnings = properties.filter((property) => property.isLiquidityInsufficient);
  const refunds = properties.filter((property) => property.refund);
  const now = useNow(60_000);

  return (
    <Stack spacing={2}>
      <Title title="admin.menu.buckets" />
      <Typography component="h1" variant="h5">
        {translate('admin.menu.buckets')}
      </Typography>
      <PermissionNotice kinds={['fund_manage', 'system_admin']} />
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <Figure
            testId="general-bucket"
            label={translate('admin.buckets.generalBucket')}
            value={generalBucket === undefined ? '—' : format.usdt(generalBucket)}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <Figure
            testId="total-properties"
            label={translate('admin.buckets.totalProperties')}
            value={String(properties.length)}
          />
        </Grid>
      </Grid>
      <Section title={translate('admin.buckets.warningsTitle')}>
        {warnings.length === 0 ? (
          <Alert severity="success">{translate('admin.buckets.noWarnings')}</Alert>
        ) : (
          <List dense aria-label={translate('admin.buckets.warningsTitle')}>
            {warnings.map((property) => (
              <ListItem key={property.token}>
                <ListItemText
                  primary={`${property.name}: ${translate('admin.buckets.insufficientLiquidity')}`}
                  secondary={translate('admin.buckets.warningDetail', {
                    bucket: format.usdt(property.bucketBalance),
                    soldValue: format.usdt(property.soldValue),
                  })}
                />
              </ListItem>
            ))}
          </List>
        )}
      </Section>
      <Section title={translate('admin.buckets.tableTitle')}>
        {isPending ? <Loading /> : <BucketTable properties={properties} />}
      </Section>
      {refunds.length > 0 && (
        <Section title={translate('admin.refunds.title')}>
          <Grid container spacing={2}>
            {refunds.map((property) => (
              <Grid key={property.token} size={{ xs: 12, md: 6 }}>
                <RefundPoolCard property={property} now={now} />
              </Grid>
            ))}
          </Grid>
        </Section>
      )}
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, lg: 6 }}>
          <Section title={translate('admin.buckets.depositTitle')}>
            <DepositForm properties={properties} />
          </Section>
        </Grid>
        <Grid size={{ xs: 12, lg: 6 }}>
          <Section title={translate('admin.buckets.withdrawTitle')}>
            <WithdrawForm properties={properties} generalBucket={generalBucket} />
          </Section>
        </Grid>
      </Grid>
      <Section title={translate('admin.income.title')}>
        <DistributeIncomeForm properties={properties} />
      </Section>
    </Stack>
  );
}
