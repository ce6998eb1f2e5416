// Tester: the wallet and transaction error mapping (docs/messages.md#wallet-and-transaction-errors), on a
// sample error of each kind (or a raw message), and on a real failing call simulated on chain (a zero price
// for the first property: InvalidInput).
import { Alert, Button, MenuItem, Stack, TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { useConfig } from 'wagmi';
import { getConnection } from 'wagmi/actions';
import { simulateMasterRegistryProposePrice } from '../../../generated/wagmi.ts';
import { useAllPropertyViews } from '../../chain/propertyReads.ts';
import type { Message } from '../../lib/message.ts';
import { mapWalletError } from '../../wallet/walletErrorMessage.ts';
import { useMessageText } from '../shared/useMessageText.ts';
import { SAMPLE_ERRORS, type SampleError, sampleError } from './sampleErrors.ts';

export function ErrorMappingTest() {
  const translate = useTranslate();
  const text = useMessageText();
  const config = useConfig();
  const { data: properties } = useAllPropertyViews();
  const [sample, setSample] = useState<SampleError>('userRejected');
  const [operation, setOperation] = useState('');
  const [raw, setRaw] = useState('');
  const [mapped, setMapped] = useState<Message | null>(null);
  const [busy, setBusy] = useState(false);
  const operationName = () => operation.trim() || translate('admin.tester.defaultOperation');

  const live = async () => {
    const first = properties?.[0];
    if (!first) return;
    setBusy(true);
    try {
      await simulateMasterRegistryProposePrice(config, {
        args: [first.token, 0n],
        account: getConnection(config).address,
      });
      setMapped(null);
    } catch (error) {
      setMapped(mapWalletError(error, operationName()));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={1}>
        <TextField
          select
          size="small"
          label={translate('admin.tester.sample')}
          value={sample}
          onChange={(event) => setSample(event.target.value as SampleError)}
          fullWidth={false}
          sx={{ minWidth: 240 }}
        >
          {SAMPLE_ERRORS.map((value) => (
            <MenuItem key={value} value={value}>
              {translate(`admin.tester.samples.${value}`)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          size="small"
          label={translate('admin.tester.operation')}
          placeholder={translate('admin.tester.defaultOperation')}
          value={operation}
          onChange={(event) => setOperation(event.target.value)}
        />
        {sample === 'other' && (
          <TextField
            size="small"
            label={translate('admin.tester.rawMessage')}
            value={raw}
            onChange={(event) => setRaw(event.target.value)}
            sx={{ flex: 1 }}
          />
        )}
      </Stack>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button
          variant="contained"
          onClick={() => setMapped(mapWalletError(sampleError(sample, raw), operationName()))}
        >
          {translate('admin.tester.mapError')}
        </Button>
        <Button variant="outlined" onClick={() => void live()} disabled={busy || !properties?.length}>
          {translate('admin.tester.liveCheck')}
        </Button>
      </Stack>
      {mapped && (
        <Alert severity="info" role="status">
          {text(mapped)}
        </Alert>
      )}
    </Stack>
  );
}
