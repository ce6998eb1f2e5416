// A payment of the console in USDT to the VaultTrader (docs/flows.md#deposits-and-withdrawals): check that the
// wallet's balance covers the amount ('Insufficient USDT balance'), approve the VaultTrader only when the
// allowance is too low, then send the paying call (a manual deposit into a bucket, a refund-pool top-up),
// each step shown.
import { useState } from 'react';
import { useNotify } from 'react-admin';
import type { TransactionReceipt } from 'viem';
import { useConfig } from 'wagmi';
import { getConnection } from 'wagmi/actions';
import { readUsdtAllowance, readUsdtBalanceOf, simulateUsdtApprove } from '../../../generated/wagmi.ts';
import { contractAddresses } from '../../config/contracts.ts';
import { type Message, message, rawMessage } from '../../lib/message.ts';
import type { Step, StepState } from './StepList.tsx';
import { ChainActionError, type RunChainAction, useChainAction } from './useChainAction.ts';

export interface PaymentSteps {
  balance: StepState;
  /** null while unknown; false when the allowance already covered the amount (no approval sent). */
  approvalNeeded: boolean | null;
  approve: StepState;
  pay: StepState;
}

/** The paying call, sent through `run` once the balance and the allowance are in place. */
export interface Payment {
  send: (run: RunChainAction) => Promise<TransactionReceipt>;
  /** The notification after success. */
  successKey: string;
}

/**
 * The steps a payment shows: the balance check, the approval (unless the allowance already covered the amount)
 * and the paying call, labelled with the given (translated) texts.
 */
export function paymentStepList(
  steps: PaymentSteps,
  labels: { balance: string; approve: string },
  pay: { id: string; label: string },
): Step[] {
  return [
    { id: 'balance', label: labels.balance, state: steps.balance },
    ...(steps.approvalNeeded !== false
      ? [{ id: 'approve', label: labels.approve, state: steps.approve }]
      : []),
    { id: pay.id, label: pay.label, state: steps.pay },
  ];
}

const IDLE: PaymentSteps = { balance: 'idle', approvalNeeded: null, approve: 'idle', pay: 'idle' };

export function usePaymentFlow() {
  const config = useConfig();
  const run = useChainAction();
  const notify = useNotify();
  const [steps, setSteps] = useState<PaymentSteps>(IDLE);
  const [error, setError] = useState<Message | null>(null);
  const spender = contractAddresses().VaultTrader;
  const set = (patch: Partial<PaymentSteps>) => setSteps((current) => ({ ...current, ...patch }));

  /** Resolves true when the payment went through. */
  const submit = async (amount: bigint, payment: Payment): Promise<boolean> => {
    setSteps({ ...IDLE, balance: 'loading' });
    setError(null);
    let step: keyof PaymentSteps = 'balance';
    try {
      const account = getConnection(config).address;
      if (!account) throw new Error('Wallet not connected');
      const balance = await readUsdtBalanceOf(config, { args: [account] });
      if (balance < amount) {
        set({ balance: 'error' });
        setError(message('buy.errors.insufficientUsdt'));
        return false;
      }
      const allowance = await readUsdtAllowance(config, { args: [account, spender] });
      const approvalNeeded = allowance < amount;
      set({ balance: 'success', approvalNeeded });
      if (approvalNeeded) {
        step = 'approve';
        set({ approve: 'loading' });
        await run('admin.operations.approve', simulateUsdtApprove, { args: [spender, amount] });
        set({ approve: 'success' });
      }
      step = 'pay';
      set({ pay: 'loading' });
      await payment.send(run);
      set({ pay: 'success' });
      notify(payment.successKey, { type: 'success' });
      return true;
    } catch (failure) {
      set({ [step]: 'error' });
      setError(
        failure instanceof ChainActionError
          ? failure.userMessage
          : rawMessage(failure instanceof Error ? (failure.message.split('\n')[0] ?? '') : String(failure)),
      );
      return false;
    }
  };

  const reset = () => {
    setSteps(IDLE);
    setError(null);
  };

  return { steps, error, submit, reset };
}
