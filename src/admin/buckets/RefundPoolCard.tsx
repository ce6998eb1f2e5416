// One refund pool of the buckets dashboard (docs/admin.md#refund-pools, docs/money-rules.md#refunds): what the
// pool must pay (refund price × sold M2), what it holds, what holders claimed, what it still owes and misses,
// the share of the refund price every claimant gets while it is short, and the end of the claim window; a
// top-up (balance check → approval if needed → fundRefund, at most what it misses) and, after the window,
// closing it (the unclaimed rest goes to the general bucket).
import { Alert, Button, Card, CardContent, CardHeader, Stack, TextField, Typography } from '@mui/material';
import { type FormEvent, useId, useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { formatUnits } from 'viem';
import {
  simulateVaultTraderCloseRefund,
  simulateVaultTraderFundRefund,
  useReadVaultTraderRefundPools,
} from '../../../generated/wagmi.ts';
import { LIVE_REFETCH_MS } from '../../config/queryClient.ts';
import { parseAmount } from '../../lib/amounts.ts';
import { formatDateTime } from '../../lib/dates.ts';
import type { PropertyView } from '../shared/chainTypes.ts';
import { FigureList } from '../shared/FigureList.tsx';
import { StepList } from '../shared/StepList.tsx';
import { useAdminFormat } from '../shared/useAdminFormat.ts';
import { ChainActionError, useChainAction } from '../shared/useChainAction.ts';
import { useMessageText } from '../shared/useMessageText.ts';
import { paymentStepList, usePaymentFlow } from '../shared/usePaymentFlow.ts';

export function RefundPoolCard({ property, now }: { property: PropertyView; now: number }) {
  const translate = useTranslate();
  const notify = useNotify();
  const text = useMessageText();
  const format = useAdminFormat();
  const titleId = useId();
  const run = useChainAction();
  const flow = usePaymentFlow();
  const pool = useReadVaultTraderRefundPools({
    args: [property.token],
    query: { refetchInterval: LIVE_REFETCH_MS },
  });
  const [amount, setAmount] = useState('');
  const [amountError, setAmountError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  if (!pool.data) return null;
  const { target, funded, paid, deadline, open } = pool.data;
  const missing = target - funded;
  const windowOver = now / 1000 > Number(deadline);
  const percent = (part: bigint) =>
    target === 0n ? '—' : `${(Number((part * 10_000n) / target) / 100).toLocaleString(format.locale)} %`;

  const topUp = async (event: FormEvent) => {
    event.preventDefault();
    const value = parseAmount(amount, format.usdtDecimals);
    if (value === undefined || value > missing) {
      setAmountError('admin.refunds.amountInvalid');
      return;
    }
    setAmountError(null);
    setBusy(true);
    try {
      const done = await flow.submit(value, {
        send: (send) =>
          send('admin.operations.fundRefund', simulateVaultTraderFundRefund, {
            args: [property.token, value],
          }),
        successKey: 'admin.refunds.funded',
      });
      if (done) setAmount('');
    } finally {
      setBusy(false);
    }
  };

  const close = async () => {
    setBusy(true);
    try {
      await run('admin.operations.closeRefund', simulateVaultTraderCloseRefund, { args: [property.token] });
      notify('admin.refunds.closed', { type: 'success' });
    } catch (error) {
      if (!(error instanceof ChainActionError)) throw error;
    } finally {
      setBusy(false);
    }
  };

  const steps = paymentStepList(
    flow.steps,
    { balance: translate('admin.buckets.steps.balance'), approve: translate('admin.buckets.steps.approve') },
    { id: 'fund', label: translate('admin.refunds.steps.fund') },
  );

  return (
    <Card component="article" aria-labelledby={titleId} variant="outlined">
      <CardHeader
        title={
          <Typography id={titleId} component="h3" variant="h6">
            {property.name}
          </Typography>
        }
        subheader={translate(open ? 'admin.refunds.open' : 'admin.refunds.closedState')}
      />
      <CardContent>
        <FigureList
          figures={[
            { id: 'target', label: translate('admin.refunds.fields.target'), value: format.usdt(target) },
            { id: 'funded', label: translate('admin.refunds.fields.funded'), value: format.usdt(funded) },
            { id: 'paid', label: translate('admin.refunds.fields.paid'), value: format.usdt(paid) },
            { id: 'owed', label: translate('admin.refunds.fields.owed'), value: format.usdt(funded - paid) },
            { id: 'missing', label: translate('admin.refunds.fields.missing'), value: format.usdt(missing) },
            { id: 'coverage', label: translate('admin.refunds.fields.coverage'), value: percent(funded) },
            {
              id: 'deadline',
              label: translate('admin.refunds.fields.deadline'),
              value: formatDateTime(Number(deadline) * 1000, format.locale),
            },
          ]}
        />
        {open && missing > 0n && (
          <Alert severity="warning" sx={{ my: 2 }}>
            {translate('admin.refunds.short', { percent: percent(funded), missing: format.usdt(missing) })}
          </Alert>
        )}
        {open && missing > 0n && (
          <Stack component="form" spacing={1} onSubmit={(e) => void topUp(e)} noValidate>
            <TextField
              size="small"
              label={translate('admin.refunds.amount')}
              value={amount}
              onChange={(event) => setAmount(event.target.value)}
              error={amountError !== null}
              helperText={
                amountError
                  ? translate(amountError, { max: formatUnits(missing, format.usdtDecimals) })
                  : undefined
              }
              slotProps={{ htmlInput: { inputMode: 'decimal' } }}
            />
            <Button type="submit" variant="contained" disabled={busy}>
              {translate('admin.refunds.topUp')}
            </Button>
            {flow.steps.balance !== 'idle' && (
              <StepList steps={steps} label={translate('admin.refunds.topUp')} />
            )}
            {flow.error && <Alert severity="error">{text(flow.error)}</Alert>}
          </Stack>
        )}
        {open && (
          <Button
            variant="outlined"
            sx={{ mt: 2 }}
            disabled={busy || !windowOver}
            onClick={() => void close()}
          >
            {translate('admin.refunds.close')}
          </Button>
        )}
        {open && !windowOver && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {translate('admin.refunds.closeAfter', {
              date: formatDateTime(Number(deadline) * 1000, format.locale),
            })}
          </Typography>
        )}
      </CardContent>
    </Card>
  );
}
