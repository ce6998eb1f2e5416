// "Distribute income" on the buckets dashboard (docs/admin.md#distribute-income, docs/income.md#distributing):
// a property (the console's property picker, a search on the API), an amount in USDT and the period (first and
// last day, UTC); a preview of what every M2 earns and of the issuer's share (the unsold M2's, which joins the
// property's bucket); then balance check → approval only if needed → VaultTrader.distributeIncome, each step
// shown. Fund manager or admin.
import { Alert, Button, Stack, TextField, Typography } from '@mui/material';
import { type FormEvent, useMemo, useState } from 'react';
import { useTranslate } from 'react-admin';
import { simulateVaultTraderDistributeIncome } from '../../../generated/wagmi.ts';
import { useAuth } from '../../auth/authStore.ts';
import { useUsdtBalance } from '../../chain/usdtReads.ts';
import { formatUsdt, parseAmount } from '../../lib/amounts.ts';
import { periodOf, previousMonth } from '../../lib/incomePeriod.ts';
import type { PropertyView } from '../shared/chainTypes.ts';
import { FigureList } from '../shared/FigureList.tsx';
import { PropertyPicker } from '../shared/PropertyPicker.tsx';
import { StepList } from '../shared/StepList.tsx';
import { useAdminFormat } from '../shared/useAdminFormat.ts';
import { useMessageText } from '../shared/useMessageText.ts';
import { paymentStepList, usePaymentFlow } from '../shared/usePaymentFlow.ts';
import { incomePreview } from './incomePreview.ts';

type Field = 'property' | 'amount' | 'period';

export function DistributeIncomeForm() {
  const translate = useTranslate();
  const text = useMessageText();
  const format = useAdminFormat();
  const account = useAuth((s) => s.walletAddress);
  const { data: balance } = useUsdtBalance(account);
  const flow = usePaymentFlow();
  const initialPeriod = useMemo(() => previousMonth(new Date()), []);
  const [property, setProperty] = useState<PropertyView | null>(null);
  const [amount, setAmount] = useState('');
  const [firstDay, setFirstDay] = useState(initialPeriod.firstDay);
  const [lastDay, setLastDay] = useState(initialPeriod.lastDay);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [busy, setBusy] = useState(false);

  const value = parseAmount(amount, format.usdtDecimals);
  const preview =
    property && value !== undefined
      ? incomePreview(value, property.totalM2, property.availableM2)
      : undefined;
  const label = translate('admin.income.title');

  const clear = (field: Field) => setErrors(({ [field]: _, ...rest }) => rest);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const period = periodOf(firstDay, lastDay);
    const found: Partial<Record<Field, string>> = {};
    if (!property) found.property = 'admin.income.propertyRequired';
    if (value === undefined) found.amount = 'admin.income.amountInvalid';
    if (!period) found.period = 'admin.income.periodInvalid';
    setErrors(found);
    if (!property || value === undefined || !period) return;
    setBusy(true);
    try {
      const distributed = await flow.submit(value, {
        send: (run) =>
          run(
            'admin.operations.distributeIncome',
            simulateVaultTraderDistributeIncome,
            { args: [property.token, value, period.start, period.end] },
            { errors: { InvalidInput: 'admin.income.errors.invalidInput' } },
          ),
        successKey: 'admin.income.distributed',
      });
      if (distributed) setAmount('');
    } finally {
      setBusy(false);
    }
  };

  const steps = paymentStepList(
    flow.steps,
    { balance: translate('admin.income.steps.balance'), approve: translate('admin.income.steps.approve') },
    { id: 'distribute', label: translate('admin.income.steps.distribute') },
  );
  const started = flow.steps.balance !== 'idle';
  const error = (field: Field) => (errors[field] ? translate(errors[field]) : undefined);

  return (
    <Stack component="form" spacing={2} onSubmit={onSubmit} noValidate aria-label={label}>
      <Typography variant="body2" color="text.secondary">
        {translate('admin.income.walletBalance')}: {balance === undefined ? '—' : format.usdt(balance)}
      </Typography>
      <Stack spacing={2} sx={{ alignItems: 'flex-start', minWidth: 0, '& > *': { maxWidth: '100%' } }}>
        <PropertyPicker
          label={translate('admin.income.property')}
          value={property}
          onChange={(chosen) => {
            setProperty(chosen);
            clear('property');
          }}
          error={errors.property !== undefined}
          helperText={error('property')}
          disabled={busy}
        />
        <TextField
          size="small"
          type="number"
          label={translate('admin.income.amount')}
          value={amount}
          onChange={(event) => {
            setAmount(event.target.value);
            clear('amount');
          }}
          error={errors.amount !== undefined}
          helperText={error('amount')}
          slotProps={{ htmlInput: { min: 0, step: 0.01, inputMode: 'decimal' } }}
          disabled={busy}
          fullWidth
        />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ width: '100%' }}>
          <TextField
            size="small"
            type="date"
            label={translate('admin.income.periodStart')}
            value={firstDay}
            onChange={(event) => {
              setFirstDay(event.target.value);
              clear('period');
            }}
            error={errors.period !== undefined}
            helperText={error('period') ?? translate('admin.income.periodHint')}
            slotProps={{ inputLabel: { shrink: true } }}
            disabled={busy}
            fullWidth
          />
          <TextField
            size="small"
            type="date"
            label={translate('admin.income.periodEnd')}
            value={lastDay}
            onChange={(event) => {
              setLastDay(event.target.value);
              clear('period');
            }}
            error={errors.period !== undefined}
            slotProps={{ inputLabel: { shrink: true } }}
            disabled={busy}
            fullWidth
          />
        </Stack>
        {preview && (
          <FigureList
            figures={[
              {
                id: 'per-m2',
                label: translate('admin.income.perM2'),
                // Up to 6 decimals: a small amount over many M2 is still seen.
                value: `${formatUsdt(preview.perM2, format.usdtDecimals, format.locale, 6)} USDT`,
              },
              {
                id: 'issuer-share',
                label: translate('admin.income.issuerShare', {
                  percent: `${(Number(preview.unsoldBps) / 100).toLocaleString(format.locale)} %`,
                }),
                value: `${format.usdt(preview.issuerShare)} · ${translate('admin.income.issuerShareHint')}`,
              },
              {
                id: 'holders-share',
                label: translate('admin.income.holdersShare'),
                value: format.usdt(preview.holdersShare),
              },
            ]}
          />
        )}
        {preview?.tooSmall && <Alert severity="warning">{translate('admin.errors.incomeTooSmall')}</Alert>}
        <Button type="submit" variant="contained" disabled={busy}>
          {translate('admin.income.submit')}
        </Button>
      </Stack>
      {started && <StepList steps={steps} label={label} />}
      {flow.error && <Alert severity="error">{text(flow.error)}</Alert>}
    </Stack>
  );
}
