// Storage paid ahead for a property's distributions (docs/income.md#gas), under the "Distribute income" form: two
// distributions share a points slot on the token, and one that starts an unwritten slot costs about 17,100 gas
// more. When the next distribution would, the notice says so and offers to pay the next ones ahead
// (PropertyToken.prepayIncomeStorage, anyone may call it); otherwise it says how far storage is paid.
import { Alert, Button } from '@mui/material';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import type { Address } from 'viem';
import {
  simulatePropertyTokenPrepayIncomeStorage,
  useReadPropertyTokenIncomeInfo,
  useReadPropertyTokenIncomeStorageThrough,
} from '../../../generated/wagmi.ts';
import { nextStartsUnpaidSlot, PREPAID_DISTRIBUTIONS, prepayThrough } from '../../core/incomeStorage.ts';
import { useChainAction } from '../shared/useChainAction.ts';

export function IncomeStorageNotice({ token, disabled }: { token: Address; disabled?: boolean }) {
  const translate = useTranslate();
  const notify = useNotify();
  const run = useChainAction();
  const [busy, setBusy] = useState(false);
  const { data: info } = useReadPropertyTokenIncomeInfo({ address: token });
  const { data: through } = useReadPropertyTokenIncomeStorageThrough({ address: token });
  if (info === undefined || through === undefined) return null;
  const [count] = info;
  const next = count + 1n;

  if (!nextStartsUnpaidSlot(count, through)) {
    return (
      <Alert severity="info" variant="outlined" role="status">
        {translate('admin.income.storage.paid', { through: through.toString(), next: next.toString() })}
      </Alert>
    );
  }
  const pay = async () => {
    setBusy(true);
    try {
      await run('admin.operations.prepayIncomeStorage', simulatePropertyTokenPrepayIncomeStorage, {
        address: token,
        args: [prepayThrough(count)],
      });
      notify('admin.income.storage.prepaid', { type: 'success' });
    } catch {
      // The transaction-error modal has said why (useChainAction).
    } finally {
      setBusy(false);
    }
  };
  return (
    <Alert
      severity="warning"
      variant="outlined"
      role="status"
      action={
        <Button color="inherit" size="small" onClick={pay} disabled={disabled || busy}>
          {translate('admin.income.storage.pay', { count: PREPAID_DISTRIBUTIONS.toString() })}
        </Button>
      }
    >
      {translate('admin.income.storage.unpaid', { next: next.toString() })}
    </Alert>
  );
}
