// Transfer the fund manager (VaultTrader.setFundManager, admin only; docs/admin.md#manager-panel,
// docs/validation.md#addresses, docs/money-rules.md): 'Invalid address format' for a bad address. The first
// appointment applies at once (FundManagerSet); replacing a fund manager is announced (FundManagerProposed)
// and the new account accepts it ROLE_DELAY later, so the form shows the announced change and its date. A
// receipt with neither event reads 'FundManagerSet event not found'; any failure reads 'Fund manager transfer
// failed' with the mapped reason.
import { Alert, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import type { Address } from 'viem';
import { isAddressEqual, zeroAddress } from 'viem';
import { useConnection } from 'wagmi';
import {
  simulateVaultTraderAcceptFundManager,
  simulateVaultTraderSetFundManager,
  useReadVaultTraderFundManager,
  useReadVaultTraderPendingFundManager,
} from '../../../generated/wagmi.ts';
import { vaultEvents } from '../../config/contracts.ts';
import { formatDateTime } from '../../lib/dates.ts';
import { type Message, message } from '../../lib/message.ts';
import { AddressText } from '../shared/AddressText.tsx';
import { useAdminFormat } from '../shared/useAdminFormat.ts';
import { ChainActionError, useChainAction } from '../shared/useChainAction.ts';
import { useMessageText } from '../shared/useMessageText.ts';
import { AddressActionForm } from './AddressActionForm.tsx';
import { PendingAction } from './PendingAction.tsx';

export function FundManagerForm() {
  const translate = useTranslate();
  const text = useMessageText();
  const notify = useNotify();
  const run = useChainAction();
  const { locale } = useAdminFormat();
  const { data: current } = useReadVaultTraderFundManager();
  const { data: pending, refetch: refetchPending } = useReadVaultTraderPendingFundManager();
  const [pendingAccount, pendingFrom] = pending ?? [zeroAddress, 0n];
  const dateOf = (seconds: bigint) => formatDateTime(new Date(Number(seconds) * 1000), locale);
  const [failure, setFailure] = useState<Message | null>(null);
  const { address: account } = useConnection();
  const isNext =
    account !== undefined && pendingAccount !== zeroAddress && isAddressEqual(account, pendingAccount);

  const onSubmit = async (account: Address) => {
    setFailure(null);
    try {
      const receipt = await run('admin.operations.setFundManager', simulateVaultTraderSetFundManager, {
        args: [account],
      });
      const [proposed] = vaultEvents(receipt.logs, 'FundManagerProposed');
      if (proposed) {
        await refetchPending();
        notify('admin.roles.fundManagerProposed', {
          type: 'success',
          messageArgs: { address: proposed.args.account, date: dateOf(proposed.args.effectiveAt) },
        });
        return;
      }
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
      {pendingAccount !== zeroAddress && (
        <Typography variant="body2">
          {translate('admin.roles.pendingFundManager', { date: dateOf(pendingFrom) })}:{' '}
          <AddressText address={pendingAccount} />
        </Typography>
      )}
      {isNext && (
        <PendingAction
          buttons={[
            {
              label: 'admin.roles.acceptFundManager',
              successKey: 'admin.roles.fundManagerAccepted',
              disabled: Date.now() / 1000 < Number(pendingFrom),
              run: () => run('admin.operations.acceptFundManager', simulateVaultTraderAcceptFundManager, {}),
            },
          ]}
        >
          {translate('admin.roles.youAreNextFundManager', { date: dateOf(pendingFrom) })}
        </PendingAction>
      )}
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
