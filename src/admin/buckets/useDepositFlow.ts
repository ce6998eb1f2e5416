// The manual deposit (docs/flows.md#deposits-and-withdrawals): check that the wallet's USDT balance covers
// the amount ('Insufficient USDT balance'), approve the VaultTrader only when the allowance is too low, then
// deposit into the bucket (the zero address is the general bucket). Fund manager or admin.
import { useState } from 'react';
import { useNotify } from 'react-admin';
import type { Address } from 'viem';
import { useConfig } from 'wagmi';
import { getConnection } from 'wagmi/actions';
import {
  readUsdtAllowance,
  readUsdtBalanceOf,
  simulateUsdtApprove,
  simulateVaultTraderManualDeposit,
} from '../../../generated/wagmi.ts';
import { contractAddresses } from '../../config/contracts.ts';
import { type Message, message, rawMessage } from '../../lib/message.ts';
import type { StepState } from '../shared/StepList.tsx';
import { ChainActionError, useChainAction } from '../shared/useChainAction.ts';

export interface DepositSteps {
  balance: StepState;
  /** null while unknown; false when the allowance already covered the amount (no approval sent). */
  approvalNeeded: boolean | null;
  approve: StepState;
  deposit: StepState;
}

const IDLE: DepositSteps = { balance: 'idle', approvalNeeded: null, approve: 'idle', deposit: 'idle' };

export function useDepositFlow() {
  const config = useConfig();
  const run = useChainAction();
  const notify = useNotify();
  const [steps, setSteps] = useState<DepositSteps>(IDLE);
  const [error, setError] = useState<Message | null>(null);
  const spender = contractAddresses().VaultTrader;
  const set = (patch: Partial<DepositSteps>) => setSteps((current) => ({ ...current, ...patch }));

  /** Resolves true when the deposit went through. */
  const submit = async (bucket: Address, amount: bigint): Promise<boolean> => {
    setSteps({ ...IDLE, balance: 'loading' });
    setError(null);
    let step: keyof DepositSteps = 'balance';
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
      step = 'deposit';
      set({ deposit: 'loading' });
      await run('admin.operations.deposit', simulateVaultTraderManualDeposit, { args: [bucket, amount] });
      set({ deposit: 'success' });
      notify('admin.buckets.deposited', { type: 'success' });
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
