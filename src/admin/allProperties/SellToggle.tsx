// The sell toggle of a property card (docs/admin.md#all-properties): enables or disables selling back to the
// vault.
import { FormControlLabel, Switch } from '@mui/material';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import type { Address } from 'viem';
import { simulateMasterRegistrySetSellEnabled } from '../../../generated/wagmi.ts';
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
  const [pending, setPending] = useState<boolean | null>(null);

  const toggle = async (next: boolean) => {
    setPending(next);
    try {
      await run('admin.operations.setSellEnabled', simulateMasterRegistrySetSellEnabled, {
        args: [token, next],
      });
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
