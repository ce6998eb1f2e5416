// Manual withdraw (docs/admin.md#buckets-dashboard): pays the whole bucket (general or a property's) to a
// destination address (the connected wallet unless another is typed), after a confirmation that names the
// amount the chain holds in that bucket now.
import { Alert, Button, TextField } from '@mui/material';
import { type FormEvent, useState } from 'react';
import { Confirm, useNotify, useTranslate } from 'react-admin';
import type { Address } from 'viem';
import { simulateVaultTraderWithdrawFromBucket } from '../../../generated/wagmi.ts';
import { useAuth } from '../../auth/authStore.ts';
import { usePropertyView } from '../../chain/propertyReads.ts';
import type { Message } from '../../lib/message.ts';
import { parseAddress } from '../roles/AddressActionForm.tsx';
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
  const wallet = useAuth((s) => s.walletAddress);
  // null: the general bucket.
  const [property, setProperty] = useState<PropertyView | null>(null);
  const [destination, setDestination] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [failure, setFailure] = useState<Message | null>(null);
  // A property's bucket as the chain holds it now (the picker's option is the API's indexed figures).
  const live = usePropertyView(property?.token);
  const balance = property ? (live.data?.bucketBalance ?? property.bucketBalance) : generalBucket;

  const withdrawal = useConfirm(async (to: Address) => {
    setFailure(null);
    try {
      await run('admin.operations.withdraw', simulateVaultTraderWithdrawFromBucket, {
        args: [bucketOf(property), to],
      });
      notify('admin.buckets.withdrawn', { type: 'success' });
      setDestination('');
    } catch (error) {
      if (!(error instanceof ChainActionError)) throw error;
      setFailure(error.userMessage);
    }
  });
  const busy = withdrawal.busy;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const to = destination.trim() === '' ? wallet : parseAddress(destination);
    if (!to) {
      setFieldError('admin.roles.invalidAddress');
      return;
    }
    if (balance === 0n) {
      setFieldError('admin.buckets.emptyBucket');
      return;
    }
    setFieldError(null);
    withdrawal.ask(to);
  };

  return (
    <BucketForm
      label={translate('admin.buckets.withdrawTitle')}
      figureLabel={translate('admin.buckets.inBucket')}
      figure={balance}
      property={property}
      onPropertyChange={setProperty}
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
              amount: balance === undefined ? '—' : format.usdt(balance),
              destination: withdrawal.pending ?? '',
            }}
            confirm="admin.buckets.withdraw"
          />
        </>
      }
    >
      <TextField
        size="small"
        label={translate('admin.buckets.destination')}
        placeholder={wallet ?? '0x…'}
        value={destination}
        onChange={(event) => {
          setDestination(event.target.value);
          setFieldError(null);
        }}
        error={fieldError !== null}
        helperText={fieldError ? translate(fieldError) : translate('admin.buckets.destinationHint')}
        autoComplete="off"
        disabled={busy}
        fullWidth
      />
      <Button type="submit" variant="contained" color="warning" disabled={busy}>
        {translate('admin.buckets.withdraw')}
      </Button>
    </BucketForm>
  );
}
