// The sell toggle of a property card (docs/admin.md#all-properties): enables selling back to the vault at once;
// disabling it only ANNOUNCES its end (docs/flows.md#announced-closures), after a confirmation saying that holders are
// told and can sell back until the date (the chain's time plus CLOSURE_NOTICE). The announced closure then shows
// on the card with Apply and Withdraw (ClosurePanel). While a closure is announced the switch cannot be turned off.
import { FormControlLabel, Switch } from '@mui/material';
import { useState } from 'react';
import { Confirm, useNotify, useTranslate } from 'react-admin';
import type { Address } from 'viem';
import contractConstants from '../../../abis/constants.json';
import { simulateMasterRegistrySetSellEnabled } from '../../../generated/wagmi.ts';
import { registryEvents } from '../../config/contracts.ts';
import { formatDateTime } from '../../lib/dates.ts';
import { type ChainClock, chainNow } from '../shared/chainClock.ts';
import { useAdminFormat } from '../shared/useAdminFormat.ts';
import { ChainActionError, useChainAction } from '../shared/useChainAction.ts';
import { useConfirm } from '../shared/useConfirm.ts';

const CLOSURE_NOTICE = BigInt(contractConstants.MasterRegistry.CLOSURE_NOTICE);

export function SellToggle({
  token,
  name,
  enabled,
  closurePending = false,
  clock,
  disabled,
}: {
  token: Address;
  name: string;
  enabled: boolean;
  /** A closure is announced: turning selling back off would be refused (ClosurePending). */
  closurePending?: boolean;
  clock?: ChainClock;
  disabled?: boolean;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const { locale } = useAdminFormat();
  const run = useChainAction();
  const [pending, setPending] = useState<boolean | null>(null);

  const send = async (next: boolean) => {
    setPending(next);
    try {
      const receipt = await run('admin.operations.setSellEnabled', simulateMasterRegistrySetSellEnabled, {
        args: [token, next],
      });
      if (next) {
        notify('admin.allProperties.edit.sellEnabled', { type: 'success' });
      } else {
        const [announced] = registryEvents(receipt.logs, 'ClosureAnnounced');
        const date = announced ? formatDateTime(Number(announced.args.effectiveAt) * 1000, locale) : '';
        notify('admin.allProperties.edit.sellClosureAnnounced', { type: 'success', messageArgs: { date } });
      }
    } catch (error) {
      if (!(error instanceof ChainActionError)) throw error;
    } finally {
      setPending(null);
    }
  };
  const announce = useConfirm(() => send(false));
  // The date holders are told: the chain's time now plus the notice (the receipt's event gives the exact one).
  const endDate = formatDateTime(Number(chainNow(clock, Date.now()) + CLOSURE_NOTICE) * 1000, locale);

  return (
    <>
      <FormControlLabel
        control={
          <Switch
            checked={pending ?? enabled}
            onChange={(event) => {
              if (event.target.checked) void send(true);
              else announce.ask(true);
            }}
            disabled={disabled || pending !== null || announce.busy || (enabled && closurePending)}
          />
        }
        label={translate('admin.allProperties.edit.sellToggle')}
      />
      <Confirm
        {...announce.dialog}
        title="admin.allProperties.edit.sellClosureTitle"
        content="admin.allProperties.edit.sellClosureText"
        translateOptions={{ name, date: endDate }}
        confirm="admin.allProperties.edit.sellClosureConfirm"
      />
    </>
  );
}
