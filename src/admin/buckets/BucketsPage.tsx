// The buckets dashboard (docs/admin.md#buckets-dashboard): general bucket balance (refetched every 30 s,
// docs/constants.md#refresh-intervals), total properties, the warnings list, the table of buckets, manual
// deposit and manual withdraw, the refund pools of properties delisted with a refund, and the "Distribute income"
// form (src/admin/distributions/DistributeIncomeForm.tsx). Fund manager or admin. The properties come from the
// API's indexed figures (src/admin/shared/chainProperties.ts), a page at a time for the table, the warnings and
// the refund pools; the forms choose their property with the console's property picker
// (src/admin/shared/PropertyPicker.tsx), which asks the API for the first page matching what is typed.
import {
  Alert,
  Grid,
  List,
  ListItem,
  ListItemText,
  Pagination,
  Paper,
  Stack,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { Loading, Title, useTranslate } from 'react-admin';
import { useReadVaultTraderGeneralBucket } from '../../../generated/wagmi.ts';
import { LIVE_REFETCH_MS } from '../../config/queryClient.ts';
import { useNow } from '../../lib/useNow.ts';
import { DistributeIncomeForm } from '../distributions/DistributeIncomeForm.tsx';
import { useChainProperties } from '../shared/chainProperties.ts';
import { PermissionNotice } from '../shared/PermissionNotice.tsx';
import { Section } from '../shared/Section.tsx';
import { useAdminFormat } from '../shared/useAdminFormat.ts';
import { usePageItemLabel } from '../shared/usePageItemLabel.ts';
import { type BucketSort, BucketTable, ROWS_PER_PAGE, SORTABLE } from './BucketTable.tsx';
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

/** Warnings listed by name (the rest counted). */
const WARNINGS_SHOWN = 50;
const REFUNDS_PER_PAGE = 10;

export function BucketsPage() {
  const translate = useTranslate();
  const format = useAdminFormat();
  const pageItemLabel = usePageItemLabel();
  const [tablePage, setTablePage] = useState(0);
  const [sort, setSort] = useState<BucketSort>(null);
  const [refundPage, setRefundPage] = useState(0);
  const sortField = sort ? SORTABLE[sort.column]?.[0] : undefined;
  const table = useChainProperties({
    sort: sort && sortField ? [sortField, sort.order] : undefined,
    range: [tablePage * ROWS_PER_PAGE, (tablePage + 1) * ROWS_PER_PAGE - 1],
  });
  const warningPage = useChainProperties({
    filter: { is_liquidity_insufficient: true },
    range: [0, WARNINGS_SHOWN - 1],
  });
  const refundList = useChainProperties({
    filter: { refund: true },
    range: [refundPage * REFUNDS_PER_PAGE, (refundPage + 1) * REFUNDS_PER_PAGE - 1],
  });
  const { data: generalBucket } = useReadVaultTraderGeneralBucket({
    query: { refetchInterval: LIVE_REFETCH_MS },
  });
  const warnings = warningPage.data?.properties ?? [];
  const moreWarnings = (warningPage.data?.total ?? 0) - warnings.length;
  const refunds = refundList.data?.properties ?? [];
  const refundPages = Math.ceil((refundList.data?.total ?? 0) / REFUNDS_PER_PAGE);
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
            value={table.data ? String(table.data.total) : '—'}
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
            {moreWarnings > 0 && (
              <ListItem>
                <ListItemText secondary={translate('admin.paging.more', { smart_count: moreWarnings })} />
              </ListItem>
            )}
          </List>
        )}
      </Section>
      <Section title={translate('admin.buckets.tableTitle')}>
        {table.isPending ? (
          <Loading />
        ) : (
          <BucketTable
            properties={table.data?.properties ?? []}
            total={table.data?.total ?? 0}
            page={tablePage}
            onPage={setTablePage}
            sort={sort}
            onSort={(next) => {
              setSort(next);
              setTablePage(0);
            }}
          />
        )}
        {table.data?.behind && (
          <Alert severity="info" sx={{ mt: 1 }}>
            {translate('admin.paging.catchingUp')}
          </Alert>
        )}
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
          {refundPages > 1 && (
            <Pagination
              sx={{ mt: 2 }}
              count={refundPages}
              page={refundPage + 1}
              onChange={(_, value) => setRefundPage(value - 1)}
              getItemAriaLabel={pageItemLabel}
            />
          )}
        </Section>
      )}
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, lg: 6 }}>
          <Section title={translate('admin.buckets.depositTitle')}>
            <DepositForm />
          </Section>
        </Grid>
        <Grid size={{ xs: 12, lg: 6 }}>
          <Section title={translate('admin.buckets.withdrawTitle')}>
            <WithdrawForm generalBucket={generalBucket} />
          </Section>
        </Grid>
      </Grid>
      <Section title={translate('admin.income.title')}>
        <DistributeIncomeForm />
      </Section>
    </Stack>
  );
}
