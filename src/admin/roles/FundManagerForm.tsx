// Transfer the fund manager (VaultTrader.setFundManager, admin only; docs/admin.md#manager-panel,
// docs/validation.md#addresses): 'Invalid address format' for a bad address; the FundManagerSet event of the
// receipt confirms the change ('FundManagerSet event not found' otherwise); any failure reads 'Fund manager
// transfer failed' with the mapped reason.
import { Alert, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import type { Address } from 'viem';
import {
  simulateVaultTraderSetFundManager,
  useReadVaultTraderFundManager,
} from '../../../generated/wagmi.ts';
import { vaultEvents } from '../../config/contracts.ts';
import { type Message, message } from '../../lib/message.ts';
import { AddressText } from '../shared/AddressText.tsx';
import { ChainActionError, useChainAction } from '../shared/useChainAction.ts';
import { useMessageText } from '../shared/useMessageText.ts';
import { AddressActionForm } from './AddressActionForm.tsx';

export function FundManagerForm() {
  const translate = useTranslate();
  const text = useMessageText();
  const notify = useNotify();
  const run = useChainAction();
  const { data: current } = useReadVaultTraderFundManager();
  const [failure, setFailure] = useState<Message | null>(null);

  const onSubmit = async (account: Address) => {
    setFailure(null);
    try {
      const receipt = await run('admin.operations.setFundManager', simulateVaultTraderSetFundManager, {
        args: [account],
      });
      const [event] = vaultEvents(receipt.logs, 'FundManagerSet');
      if (!event) {
        setFailure(message('admin.roles.fundManagerEventNotFound'));
        throw new Error('FundManagerSet event not found');
      }
      notify('admin.roles.fundManagerSet', {
        type: 'success',
        messageArgs: { address: event.args.newFundManager },
      });
    } catch (error) {
      if (error instanceof ChainActionError) setFailure(error.userMessage);
      throw error;
    }
  };

  return (
    <Stack spacing={1}>
      <Typography variant="body2">
        {translate('admin.roles.currentFundManager')}: {current ? <AddressText address={current} /> : '—'}
      </Typography>
      <AddressActionForm
        label={translate('admin.roles.fundManagerAddress')}
        submitLabel={translate('admin.roles.transferFundManager')}
        color="warning"
        onSubmit={onSubmit}
      />
      {failure && (
        <Alert severity="error">
          {translate('admin.roles.fundManagerFailed')}: {text(failure)}
        </Alert>
      )}
    </Stack>
  );
}
