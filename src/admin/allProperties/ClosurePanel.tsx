// The closure of a property card under way (docs/admin.md#closures, docs/flows.md#announced-closures): the end of
// selling back ('Selling back ends on <date>') or a delisting without refund ('Delisting on <date>: buying is
// closed') announced on the registry. **Apply** (MasterRegistry.applyClosure) is enabled once the chain's time
// (src/admin/shared/chainClock.ts, not the browser's clock alone) reached the announced date; an applied delisting
// is then recorded in the backend (POST /custom_admin/properties/delist/, with its retry). **Withdraw**
// (cancelClosure) takes the announcement back (an announced delisting reopens buys). The figures come with the
// page's chain reads (usePageChainReads), not from a read of each card.
import { Alert, Button, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import type { Address } from 'viem';
import contractConstants from '../../../abis/constants.json';
import {
  simulateMasterRegistryApplyClosure,
  simulateMasterRegistryCancelClosure,
} from '../../../generated/wagmi.ts';
import { formatDateTime } from '../../lib/dates.ts';
import { useNow } from '../../lib/useNow.ts';
import { type ChainClock, chainNow } from '../shared/chainClock.ts';
import { type Step, StepList } from '../shared/StepList.tsx';
import { useAdminFormat } from '../shared/useAdminFormat.ts';
import { ChainActionError, useChainAction } from '../shared/useChainAction.ts';
import { useMessageText } from '../shared/useMessageText.ts';
import { useDelistFlow } from './useDelistFlow.ts';
import type { Closure } from './usePageChainReads.ts';

/** MasterRegistry's closure kinds. */
export const CLOSE_SELL_BACK = Number(contractConstants.MasterRegistry.CLOSE_SELL_BACK);
export const CLOSE_DELIST = Number(contractConstants.MasterRegistry.CLOSE_DELIST);

export function ClosurePanel({
  token,
  closure,
  pending,
  clock,
  disabled,
  onStart,
}: {
  token: Address;
  /** The closure shown: the one announced, or the one this panel applied (kept for its steps). */
  closure: Closure;
  /** Whether the chain still holds it announced (false once applied or withdrawn). */
  pending: boolean;
  clock: ChainClock | undefined;
  disabled?: boolean;
  /** Called when Apply of a delisting starts, so the card keeps the panel (and its steps: the backend record)
   *  once the closure is gone. */
  onStart?: () => void;
}) {
  const translate = useTranslate();
  const text = useMessageText();
  const notify = useNotify();
  const format = useAdminFormat();
  const run = useChainAction();
  const flow = useDelistFlow();
  const [busy, setBusy] = useState(false);
  // Re-rendered every 5 s, so Apply turns enabled when the chain's time reaches the date.
  const now = useNow(5000);
  const due = pending && chainNow(clock, now) >= closure.effectiveAt;
  const date = formatDateTime(Number(closure.effectiveAt) * 1000, format.locale);
  const delisting = closure.kind === CLOSE_DELIST;

  const apply = async () => {
    setBusy(true);
    try {
      if (delisting) {
        onStart?.();
        await flow.apply(token);
      } else {
        await run('admin.operations.applyClosure', simulateMasterRegistryApplyClosure, { args: [token] });
        notify('admin.allProperties.edit.sellDisabled', { type: 'success' });
      }
    } catch (error) {
      if (!(error instanceof ChainActionError)) throw error;
    } finally {
      setBusy(false);
    }
  };

  const withdraw = async () => {
    setBusy(true);
    try {
      await run('admin.operations.cancelClosure', simulateMasterRegistryCancelClosure, { args: [token] });
      notify('admin.closure.withdrawn', { type: 'success' });
    } catch (error) {
      if (!(error instanceof ChainActionError)) throw error;
    } finally {
      setBusy(false);
    }
  };

  const started = flow.steps.chain !== 'idle';
  const steps: Step[] = [
    { id: 'chain', label: translate('admin.delist.steps.chain'), state: flow.steps.chain },
    {
      id: 'backend',
      label: translate('admin.delist.steps.backend'),
      state: flow.steps.backend,
      action:
        flow.steps.backend === 'error' ? (
          <Button size="small" onClick={() => void flow.retryBackend(token)}>
            {translate('admin.common.retry')}
          </Button>
        ) : undefined,
    },
  ];

  return (
    <Stack spacing={1} component="section" aria-label={translate('admin.closure.title')}>
      <Typography component="h4" variant="subtitle2">
        {translate('admin.closure.title')}
      </Typography>
      {pending && (
        <>
          <Alert severity="warning">
            {translate(delisting ? 'admin.closure.delist' : 'admin.closure.sellBack', { date })}
          </Alert>
          {!due && (
            <Typography variant="body2" color="text.secondary">
              {translate('admin.closure.notYet', { date })}
            </Typography>
          )}
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            <Button
              variant="contained"
              color="error"
              size="small"
              disabled={disabled || busy || !due}
              onClick={() => void apply()}
            >
              {translate('admin.closure.apply')}
            </Button>
            <Button
              variant="outlined"
              size="small"
              disabled={disabled || busy}
              onClick={() => void withdraw()}
            >
              {translate('admin.closure.withdraw')}
            </Button>
          </Stack>
        </>
      )}
      {delisting && started && <StepList steps={steps} label={translate('admin.delist.title')} />}
      {flow.error && (
        <Alert severity="error" sx={{ whiteSpace: 'pre-line' }}>
          {[text(flow.error.message), ...flow.error.details].join('\n')}
        </Alert>
      )}
      {flow.done && <Alert severity="success">{text(flow.done)}</Alert>}
    </Stack>
  );
}
