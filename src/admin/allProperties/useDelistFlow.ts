// The delist flow of docs/flows.md#delisting. With a refund, the property is delisted on the registry at once, the
// refund escrowed in the same transaction: at the price in force (delistProperty) or, when a refund price is
// given, at that price (delistWithRefund; at most the price in force); then the backend record is told
// (POST /custom_admin/properties/delist/). Without a refund, delistProperty only announces the delisting
// (docs/flows.md#announced-closures: buys stop, holders may sell back until it is applied); `apply` delists for good
// once its notice ran out (applyClosure) and only then tells the backend. A failed backend step can be retried on
// its own; the delisting is never repeated once it went through.
import { useCallback, useRef, useState } from 'react';
import { useDataProvider, useNotify } from 'react-admin';
import type { Address } from 'viem';
import {
  simulateMasterRegistryApplyClosure,
  simulateMasterRegistryDelistProperty,
  simulateMasterRegistryDelistWithRefund,
} from '../../../generated/wagmi.ts';
import { registryEvents } from '../../config/contracts.ts';
import { formatDateTime } from '../../lib/dates.ts';
import { type Message, message } from '../../lib/message.ts';
import { type Failure, failureOf } from '../providers/apiErrors.ts';
import type { AdminDataProvider } from '../providers/dataProvider.ts';
import type { StepState } from '../shared/StepList.tsx';
import { useAdminFormat } from '../shared/useAdminFormat.ts';
import { ChainActionError, useChainAction } from '../shared/useChainAction.ts';

export interface DelistRequest {
  token: Address;
  refund: boolean;
  /** Set only when a refund is required at another price than the one in force. */
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
  const { locale } = useAdminFormat();
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
      step.current = 'chain';
      if (!completed.delisted) {
        set({ chain: 'loading', ...(priceWanted ? { price: 'loading' } : {}) });
        if (priceWanted) {
          await run('admin.operations.delist', simulateMasterRegistryDelistWithRefund, {
            args: [token, newPrice, false],
          });
          completed.price = newPrice;
        } else {
          const receipt = await run('admin.operations.delist', simulateMasterRegistryDelistProperty, {
            args: [token, refund],
          });
          if (!refund) {
            // Announced only: the backend is told once the delisting is applied (`apply`).
            const [announced] = registryEvents(receipt.logs, 'ClosureAnnounced');
            const date = announced ? formatDateTime(Number(announced.args.effectiveAt) * 1000, locale) : '';
            set({ chain: 'success' });
            const text = message('admin.delist.announced', { date });
            setDone(text);
            notify(text.key, { type: 'success', messageArgs: text.values });
            return;
          }
        }
        completed.delisted = true;
        set({ chain: 'success', ...(priceWanted ? { price: 'success' } : {}) });
      }
    } catch (failure) {
      set({ [step.current]: 'error', ...(priceWanted && !completed.delisted ? { price: 'error' } : {}) });
      if (failure instanceof ChainActionError) setError({ message: failure.userMessage, details: [] });
      else throw failure;
      return;
    }
    await recordInBackend(token);
  };

  /** Applies the announced delisting of `token` (its notice ran out), then tells the backend. */
  const apply = async (token: Address) => {
    setSteps({ price: 'idle', chain: 'loading', backend: 'idle' });
    setError(null);
    setDone(null);
    if (!chainDone.current.delisted) {
      try {
        await run('admin.operations.applyClosure', simulateMasterRegistryApplyClosure, { args: [token] });
        chainDone.current.delisted = true;
      } catch (failure) {
        set({ chain: 'error' });
        if (failure instanceof ChainActionError) setError({ message: failure.userMessage, details: [] });
        else throw failure;
        return;
      }
    }
    set({ chain: 'success' });
    await recordInBackend(token);
  };

  const reset = () => {
    chainDone.current = { price: null, delisted: false };
    setSteps(IDLE);
    setError(null);
    setDone(null);
  };

  return { steps, error, done, submit, apply, retryBackend: recordInBackend, reset };
}
