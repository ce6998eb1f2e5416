// The sell toggle of a property card (spec §2): enables or disables selling back to the vault.
import { FormControlLabel, Switch } from '@mui/material';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import type { Address } from 'viem';
import { masterRegistryAbi } from '../../../generated/contracts.ts';
import { useWriteMasterRegistrySetSellEnabled } from '../../../generated/wagmi.ts';
import { contractAddresses } from '../../config/contracts.ts';
import { ChainActionError, useChainAction } from '../shared/useChainAction.ts';

export function SellToggle({
  token,
  enabled,
  disabled,
}: {
  token: Address;
  enabled: boolean;
  disabled?: boolean;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const run = useChainAction();
  const write = useWriteMasterRegistrySetSellEnabled();
  const [pending, setPending] = useState<boolean | null>(null);
  const registry = contractAddresses().MasterRegistry;

  const toggle = async (next: boolean) => {
    setPending(next);
    try {
      const args = [token, next] as const;
      await run(
        'admin.operations.setSellEnabled',
        { address: registry, abi: masterRegistryAbi, functionName: 'setSellEnabled', args },
        () => write.mutateAsync({ address: registry, args }),
      );
      notify(next ? 'admin.allProperties.edit.sellEnabled' : 'admin.allProperties.edit.sellDisabled', {
        type: 'success',
      });
    } catch (error) {
      if (!(error instanceof ChainActionError)) throw error;
    } finally {
      setPending(null);
    }
  };

  return (
    <FormControlLabel
      control={
        <Switch
          checked={pending ?? enabled}
          onChange={(event) => void toggle(event.target.checked)}
          disabled={disabled || pending !== null}
        />
      }
      label={translate('admin.allProperties.edit.sellToggle')}
    />
  );
}
