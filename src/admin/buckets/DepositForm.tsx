// Manual deposit (docs/admin.md#buckets-dashboard, docs/flows.md#deposits-and-withdrawals): a bucket (general
// or a property's), an amount in USDT, then balance check → approval only if needed → deposit, each step
// shown.
import { Alert, Button, TextField } from '@mui/material';
import { type FormEvent, useState } from 'react';
import { useTranslate } from 'react-admin';
import { simulateVaultTraderManualDeposit } from '../../../generated/wagmi.ts';
import { useAuth } from '../../auth/authStore.ts';
import { useUsdtBalance } from '../../chain/usdtReads.ts';
import { parseAmount } from '../../lib/amounts.ts';
import type { PropertyView } from '../shared/chainTypes.ts';
import { StepList } from '../shared/StepList.tsx';
import { useAdminFormat } from '../shared/useAdminFormat.ts';
import { useMessageText } from '../shared/useMessageText.ts';
import { paymentStepList, usePaymentFlow } from '../shared/usePaymentFlow.ts';
import { BucketForm } from './BucketForm.tsx';
import { bucketOf } from './BucketSelect.tsx';

export function DepositForm() {
  const translate = useTranslate();
  const text = useMessageText();
  const format = useAdminFormat();
  const account = useAuth((s) => s.walletAddress);
  const { data: balance } = useUsdtBalance(account);
  const flow = usePaymentFlow();
  // null: the general bucket.
  const [property, setProperty] = useState<PropertyView | null>(null);
  const [amount, setAmount] = useState('');
  const [amountError, setAmountError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const value = parseAmount(amount, format.usdtDecimals);
    if (value === undefined) {
      setAmountError('admin.buckets.amountInvalid');
      return;
    }
    setAmountError(null);
    setBusy(true);
    try {
      const deposited = await flow.submit(value, {
        send: (run) =>
          run('admin.operations.deposit', simulateVaultTraderManualDeposit, {
            args: [bucketOf(property), value],
          }),
        successKey: 'admin.buckets.deposited',
      });
      if (deposited) setAmount('');
    } finally {
      setBusy(false);
    }
  };

  const steps = paymentStepList(
    flow.steps,
    { balance: translate('admin.buckets.steps.balance'), approve: translate('admin.buckets.steps.approve') },
    { id: 'deposit', label: translate('admin.buckets.steps.deposit') },
  );
  const started = flow.steps.balance !== 'idle';

  return (
    <BucketForm
      label={translate('admin.buckets.depositTitle')}
      figureLabel={translate('admin.buckets.walletBalance')}
      figure={balance}
      property={property}
      onPropertyChange={setProperty}
      busy={busy}
      onSubmit={onSubmit}
      after={
        <>
          {started && <StepList steps={steps} label={translate('admin.buckets.depositTitle')} />}
          {flow.error && <Alert severity="error">{text(flow.error)}</Alert>}
        </>
      }
    >
      <TextField
        size="small"
        type="number"
        label={translate('admin.buckets.amount')}
        value={amount}
        onChange={(event) => {
          setAmount(event.target.value);
          setAmountError(null);
        }}
        error={amountError !== null}
        helperText={amountError ? translate(amountError) : undefined}
        slotProps={{ htmlInput: { min: 0, step: 0.01, inputMode: 'decimal' } }}
        disabled={busy}
        fullWidth
      />
      <Button type="submit" variant="contained" disabled={busy}>
        {translate('admin.buckets.deposit')}
      </Button>
    </BucketForm>
  );
}
