// Execute (once ready) and Cancel (while pending or ready) of one recovery, on chain through useChainAction and
// the generated simulate actions (docs/compliance.md#recovery). Execute moves the lost wallet's holdings and
// unclaimed income: the properties the investors API lists for a recovery, each once.
import { Button, Stack } from '@mui/material';
import { useState } from 'react';
import { Confirm, useDataProvider, useNotify, useRefresh, useTranslate } from 'react-admin';
import type { Address } from 'viem';
import type { InvestorDetail, Recovery } from '../../../generated/api/model/index.ts';
import {
  simulateIdentityRegistryCancelRecovery,
  simulateIdentityRegistryExecuteRecovery,
} from '../../../generated/wagmi.ts';
import { ChainActionError, useChainAction } from '../shared/useChainAction.ts';
import { RECOVERY_ERRORS } from './recoveryErrors.ts';

/** What executeRecovery must move, each once: the properties where the lost wallet holds M2 or has income to claim
 *  (the API's `recovery_properties`, docs/compliance.md#recovery). */
export function propertiesToMove(investor: Pick<InvestorDetail, 'recovery_properties'>): Address[] {
  return [...new Set(investor.recovery_properties.map((token) => token as Address))];
}

export function RecoveryActions({ record }: { record: Recovery }) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useDataProvider();
  const run = useChainAction();
  const [asking, setAsking] = useState<'execute' | 'cancel' | null>(null);
  const [busy, setBusy] = useState(false);
  if (record.status !== 'pending' && record.status !== 'ready') return null;
  const lost = record.lost as Address;

  const act = async (which: 'execute' | 'cancel') => {
    setAsking(null);
    setBusy(true);
    try {
      if (which === 'execute') {
        const { data } = await dataProvider.getOne<InvestorDetail & { id: string }>('investors', {
          id: lost,
        });
        const tokens = propertiesToMove(data);
        // An empty list would use the announcement up and move nothing (docs/compliance.md#the-back-offices-recoveries).
        if (tokens.length === 0) {
          notify('admin.recoveries.nothingToMove', { type: 'warning' });
          return;
        }
        await run(
          'admin.operations.executeRecovery',
          simulateIdentityRegistryExecuteRecovery,
          {
            args: [lost, tokens],
          },
          { errors: RECOVERY_ERRORS },
        );
        notify('admin.recoveries.executed', { type: 'success' });
      } else {
        await run(
          'admin.operations.cancelRecovery',
          simulateIdentityRegistryCancelRecovery,
          {
            args: [lost],
          },
          { errors: RECOVERY_ERRORS },
        );
        notify('admin.recoveries.cancelled', { type: 'success' });
      }
      refresh();
    } catch (error) {
      if (!(error instanceof ChainActionError)) throw error;
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack direction="row" spacing={1} onClick={(event) => event.stopPropagation()}>
      {record.status === 'ready' && (
        <Button size="small" variant="contained" disabled={busy} onClick={() => setAsking('execute')}>
          {translate('admin.recoveries.execute')}
        </Button>
      )}
      <Button size="small" color="warning" disabled={busy} onClick={() => setAsking('cancel')}>
        {translate('admin.recoveries.cancel')}
      </Button>
      <Confirm
        isOpen={asking !== null}
        title={asking === 'execute' ? 'admin.recoveries.executeTitle' : 'admin.recoveries.cancelTitle'}
        content={translate(
          asking === 'execute' ? 'admin.recoveries.executeConfirm' : 'admin.recoveries.cancelConfirm',
          { lost: record.lost, replacement: record.replacement },
        )}
        onConfirm={() => asking && void act(asking)}
        onClose={() => setAsking(null)}
      />
    </Stack>
  );
}
