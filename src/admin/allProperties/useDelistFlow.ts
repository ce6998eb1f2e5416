// The delist flow of docs/flows.md#delisting: when a refund is required and a new price is given, the price
// is updated first, then the property is delisted on the registry (refund = its sell flag), then the backend
// record is told (POST /custom_admin/properties/delist/). A failed backend step can be retried on its own;
// the chain steps are never repeated once done: submitting again after a later step failed skips the price
// update when that price is already set (a different price is sent again), and the delisting once it went
// through.
import { useCallback, useRef, useState } from 'react';
import { useDataProvider, useNotify } from 'react-admin';
import type { Address } from 'viem';
import {
  simulateMasterRegistryDelistProperty,
  simulateMasterRegistryUpdatePrice,
} from '../../../generated/wagmi.ts';
import { type Message, message } from '../../lib/message.ts';
import { type Failure, failureOf } from '../providers/apiErrors.ts';
import type { AdminDataProvider } from '../providers/dataProvider.ts';
import type { StepState } from '../shared/StepList.tsx';
import { ChainActionError, useChainAction } from '../shared/useChainAction.ts';

export interface DelistRequest {
  token: Address;
  refund: boolean;
  /** Set only when a refund is required and the price is to be updated for it. */
  newPrice?: bigint;
}

export interface DelistSteps {
  price: StepState;
  chain: StepState;
  backend: StepState;
}

const IDLE: DelistSteps = { price: 'idle', chain: 'idle', backend: 'idle' };

/** What this flow has already done on chain. */
interface ChainDone {
  /** The price set by the price step, if it ran. */
  price: bigint | null;
  delisted: boolean;
}

export function useDelistFlow() {
  const run = useChainAction();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const notify = useNotify();
  const [steps, setSteps] = useState<DelistSteps>(IDLE);
  const [error, setError] = useState<Failure | null>(null);
  const [done, setDone] = useState<Message | null>(null);
  const chainDone = useRef<ChainDone>({ price: null, delisted: false });

  const set = (patch: Partial<DelistSteps>) => setSteps((current) => ({ ...current, ...patch }));

  const recordInBackend = useCallback(
    async (token: Address) => {
      setSteps((current) => ({ ...current, backend: 'loading' }));
      setError(null);
      try {
        const result = await dataProvider.delist(token);
        const text = result.success ? 'admin.delist.success' : 'admin.delist.completed';
        setSteps((current) => ({ ...current, backend: 'success' }));
        setDone(message(text));
        notify(text, { type: 'success' });
      } catch (failure) {
        setSteps((current) => ({ ...current, backend: 'error' }));
        setError(failureOf(failure));
      }
    },
    [dataProvider, notify],
  );

  const submit = async ({ token, refund, newPrice }: DelistRequest) => {
    const completed = chainDone.current;
    const priceWanted = refund && newPrice !== undefined;
    const priceSet = priceWanted && completed.price === newPrice;
    setSteps({
      price: priceSet ? 'success' : 'idle',
      chain: completed.delisted ? 'success' : 'idle',
      backend: 'idle',
    });
    setError(null);
    setDone(null);
    const step = { current: 'price' as keyof DelistSteps };
    try {
      if (priceWanted && !priceSet) {
        set({ price: 'loading' });
        await run('admin.operations.updatePrice', simulateMasterRegistryUpdatePrice, {
          args: [token, newPrice],
        });
        completed.price = newPrice;
        set({ price: 'success' });
      }
      step.current = 'chain';
      if (!completed.delisted) {
        set({ chain: 'loading' });
        await run('admin.operations.delist', simulateMasterRegistryDelistProperty, { args: [token, refund] });
        completed.delisted = true;
        set({ chain: 'success' });
      }
    } catch (failure) {
      set({ [step.current]: 'error' });
      if (failure instanceof ChainActionError) setError({ message: failure.userMessage, details: [] });
      else throw failure;
      return;
    }
    await recordInBackend(token);
  };

  const reset = () => {
    chainDone.current = { price: null, delisted: false };
    setSteps(IDLE);
    setError(null);
    setDone(null);
  };

  return { steps, error, done, submit, retryBackend: recordInBackend, reset };
}
