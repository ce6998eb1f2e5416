// Pending -> confirmed -> failed feedback for a sequence of transactions (and the API call that
// records them). A failed transaction shows its mapped reason
// (docs/messages.md#wallet-and-transaction-errors) and opens the transaction-error
// modal (except when the user just rejected it in the wallet).
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Hash, TransactionReceipt } from 'viem';
import { useConfig } from 'wagmi';
import { waitForTransactionReceipt } from 'wagmi/actions';
import type { Message } from '../lib/message.ts';
import { modals } from '../modals/modalStore.ts';
import { isUserRejection, mapWalletError } from '../wallet/walletErrorMessage.ts';

export type StepStatus = 'waiting' | 'wallet' | 'pending' | 'confirmed' | 'failed' | 'done';

export interface TxStep {
  id: string;
  /** Translation key of the step's name (also the operation named in '{operation} failed: …'). */
  labelKey: string;
  status: StepStatus;
  hash?: Hash;
  error?: Message;
}

export class TransactionRevertedError extends Error {
  readonly hash: Hash;
  constructor(hash: Hash) {
    super(`Transaction ${hash} reverted`);
    this.name = 'TransactionRevertedError';
    this.hash = hash;
  }
}

export function useTxSteps() {
  const config = useConfig();
  const { t } = useTranslation();
  const [steps, setSteps] = useState<TxStep[]>([]);

  const update = useCallback((id: string, patch: Partial<TxStep>) => {
    setSteps((list) => list.map((step) => (step.id === id ? { ...step, ...patch } : step)));
  }, []);

  /** Declares the steps of a flow (all waiting). */
  const plan = useCallback((list: { id: string; labelKey: string }[]) => {
    setSteps(list.map((s) => ({ ...s, status: 'waiting' as const })));
  }, []);

  const reset = useCallback(() => setSteps([]), []);

  /** Sends a transaction, waits for its receipt and tracks the step; throws on failure. */
  const runTx = useCallback(
    async (id: string, labelKey: string, send: () => Promise<Hash>): Promise<TransactionReceipt> => {
      update(id, { status: 'wallet', error: undefined });
      try {
        const hash = await send();
        update(id, { status: 'pending', hash });
        const receipt = await waitForTransactionReceipt(config, { hash });
        if (receipt.status !== 'success') throw new TransactionRevertedError(hash);
        update(id, { status: 'confirmed' });
        return receipt;
      } catch (error) {
        const mapped = mapWalletError(error, t(labelKey));
        update(id, { status: 'failed', error: mapped });
        if (!isUserRejection(error)) modals.showTransactionError(mapped);
        throw error;
      }
    },
    [config, t, update],
  );

  /** Runs a non-transaction step (an API call); `describe` maps its failure to a message. */
  const runStep = useCallback(
    async <T>(id: string, work: () => Promise<T>, describe: (error: unknown) => Message): Promise<T> => {
      update(id, { status: 'pending', error: undefined });
      try {
        const result = await work();
        update(id, { status: 'done' });
        return result;
      } catch (error) {
        update(id, { status: 'failed', error: describe(error) });
        throw error;
      }
    },
    [update],
  );

  const skip = useCallback((id: string) => update(id, { status: 'done' }), [update]);

  return { steps, plan, reset, runTx, runStep, skip, update };
}
