// Manual withdraw (docs/admin.md#buckets-dashboard, docs/flows.md#deposits-and-withdrawals): a bucket (general or a
// property's) pays the TREASURY only (its address read from the chain, no destination to type), and only what
// VaultTrader.withdrawable says may leave now: the free share of the period plus an announced withdrawal whose notice
// ran out. A larger withdrawal is announced first (announceWithdrawal, an amount), shown with its date and Cancel.
// The withdrawal itself is confirmed in a dialog naming the amount and the treasury.
import { Alert, Button, Stack, TextField, Typography } from '@mui/material';
import { type FormEvent, useState } from 'react';
import { Confirm, useNotify, useTranslate } from 'react-admin';
import {
  simulateVaultTraderAnnounceWithdrawal,
  simulateVaultTraderCancelWithdrawal,
  simulateVaultTraderWithdrawFromBucket,
  useReadVaultTraderTreasury,
  useReadVaultTraderWithdrawable,
} from '../../../generated/wagmi.ts';
import { usePropertyView } from '../../chain/propertyReads.ts';
import { vaultEvents } from '../../config/contracts.ts';
import { LIVE_REFETCH_MS } from '../../config/queryClient.ts';
import { parseAmount } from '../../lib/amounts.ts';
import { formatDateTime } from '../../lib/dates.ts';
import type { Message } from '../../lib/message.ts';
import type { PropertyView } from '../shared/chainTypes.ts';
import { useAdminFormat } from '../shared/useAdminFormat.ts';
import { ChainActionError, useChainAction } from '../shared/useChainAction.ts';
import { useConfirm } from '../shared/useConfirm.ts';
import { useMessageText } from '../shared/useMessageText.ts';
import { BucketForm } from './BucketForm.tsx';
import { bucketOf } from './BucketSelect.tsx';

export function WithdrawForm({ generalBucket }: { generalBucket: bigint | undefined }) {
  const translate = useTranslate();
  const text = useMessageText();
  const notify = useNotify();
  const format = useAdminFormat();
  const run = useChainAction();
  // null: the general bucket.
  const [property, setProperty] = useState<PropertyView | null>(null);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [failure, setFailure] = useState<Message | null>(null);
  const [amount, setAmount] = useState('');
  const [amountError, setAmountError] = useState<string | null>(null);
  const [announcing, setAnnouncing] = useState(false);
  const bucket = bucketOf(property);
  // A property's bucket as the chain holds it now (the picker's option is the API's indexed figures).
  const live = usePropertyView(property?.token);
  const balance = property ? (live.data?.bucketBalance ?? property.bucketBalance) : generalBucket;
  const { data: treasury } = useReadVaultTraderTreasury({ query: { refetchInterval: LIVE_REFETCH_MS } });
  const { data: room } = useReadVaultTraderWithdrawable({
    args: [bucket],
    query: { refetchInterval: LIVE_REFETCH_MS },
  });
  const [withdrawableNow, announced, effectiveAt] = room ?? [undefined, 0n, 0n];
  const date = (at: bigint) => formatDateTime(Number(at) * 1000, format.locale);

  const withdrawal = useConfirm(async () => {
    setFailure(null);
    if (!treasury) return;
    try {
      await run('admin.operations.withdraw', simulateVaultTraderWithdrawFromBucket, {
        args: [bucket, treasury],
      });
      notify('admin.buckets.withdrawn', { type: 'success' });
    } catch (error) {
      if (!(error instanceof ChainActionError)) throw error;
      setFailure(error.userMessage);
    }
  });
  const busy = withdrawal.busy || announcing;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (balance === 0n) {
      setFieldError('admin.buckets.emptyBucket');
      return;
    }
    if (withdrawableNow === 0n) {
      setFieldError('admin.buckets.nothingNow');
      return;
    }
    setFieldError(null);
    withdrawal.ask(true);
  };

  const act = async (kind: 'announce' | 'cancel') => {
    setFailure(null);
    let value: bigint | undefined;
    if (kind === 'announce') {
      value = parseAmount(amount, format.usdtDecimals);
      if (value === undefined) {
        setAmountError('admin.buckets.amountInvalid');
        return;
      }
    }
    setAmountError(null);
    setAnnouncing(true);
    try {
      if (value !== undefined) {
        const receipt = await run(
          'admin.operations.announceWithdrawal',
          simulateVaultTraderAnnounceWithdrawal,
          {
            args: [bucket, value],
          },
        );
        const [event] = vaultEvents(receipt.logs, 'WithdrawalAnnounced');
        notify('admin.buckets.withdrawalAnnounced', {
          type: 'success',
          messageArgs: { amount: format.usdt(value), date: event ? date(event.args.effectiveAt) : '' },
        });
        setAmount('');
      } else {
        await run('admin.operations.cancelWithdrawal', simulateVaultTraderCancelWithdrawal, {
          args: [bucket],
        });
        notify('admin.buckets.withdrawalCancelled', { type: 'success' });
      }
    } catch (error) {
      if (!(error instanceof ChainActionError)) throw error;
      setFailure(error.userMessage);
    } finally {
      setAnnouncing(false);
    }
  };

  return (
    <BucketForm
      label={translate('admin.buckets.withdrawTitle')}
      figureLabel={translate('admin.buckets.inBucket')}
      figure={balance}
      property={property}
      onPropertyChange={(next) => {
        setProperty(next);
        setFieldError(null);
      }}
      busy={busy}
      onSubmit={onSubmit}
      after={
        <>
          {failure && <Alert severity="error">{text(failure)}</Alert>}
          <Confirm
            {...withdrawal.dialog}
            title="admin.buckets.confirmWithdrawTitle"
            content="admin.buckets.confirmWithdrawText"
            translateOptions={{
              amount: withdrawableNow === undefined ? '—' : format.usdt(withdrawableNow),
              destination: treasury ?? '',
            }}
            confirm="admin.buckets.withdraw"
          />
        </>
      }
    >
      <Typography variant="body2" data-testid="withdraw-treasury" sx={{ overflowWrap: 'anywhere' }}>
        {translate('admin.buckets.treasury')}: {treasury ?? '—'}
      </Typography>
      <Typography variant="body2" data-testid="withdrawable-now">
        {translate('admin.buckets.withdrawableNow')}:{' '}
        {withdrawableNow === undefined ? '—' : format.usdt(withdrawableNow)}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {translate('admin.buckets.withdrawHint')}
      </Typography>
      {fieldError && <Alert severity="warning">{translate(fieldError)}</Alert>}
      <Button type="submit" variant="contained" color="warning" disabled={busy || !treasury}>
        {translate('admin.buckets.withdraw')}
      </Button>
      {effectiveAt > 0n ? (
        <Stack spacing={1} role="status">
          <Alert severity="info">
            {translate('admin.buckets.announcedWithdrawal', {
              amount: format.usdt(announced),
              date: date(effectiveAt),
            })}
          </Alert>
          <Button variant="outlined" size="small" disabled={busy} onClick={() => void act('cancel')}>
            {translate('admin.buckets.cancelWithdrawal')}
          </Button>
        </Stack>
      ) : (
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'flex-start' }}>
          <TextField
            size="small"
            type="number"
            label={translate('admin.buckets.announceAmount')}
            value={amount}
            onChange={(event) => {
              setAmount(event.target.value);
              setAmountError(null);
            }}
            error={amountError !== null}
            helperText={amountError ? translate(amountError) : undefined}
            slotProps={{ htmlInput: { min: 0, step: 0.01, inputMode: 'decimal' } }}
            disabled={busy}
          />
          <Button variant="outlined" disabled={busy} onClick={() => void act('announce')}>
            {translate('admin.buckets.announce')}
          </Button>
        </Stack>
      )}
    </BucketForm>
  );
}
