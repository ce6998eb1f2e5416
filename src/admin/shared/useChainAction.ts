// Runs one contract write of the console: the same call is simulated first (eth_call), so a revert shows
// its decoded custom error before the wallet opens; then it is sent through a generated wagmi write hook
// and waited for. Failures are mapped per spec §8 ("Wallet and transaction mapping"), shown in the
// transaction-error modal (unless the admin rejected the request) and thrown as a ChainActionError for
// the caller's step state. After a success every contract read is refetched, so the figures on screen
// follow the chain at once.
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslate } from 'react-admin';
import type { Abi, Address, Hash, TransactionReceipt } from 'viem';
import { useConfig } from 'wagmi';
import { getConnection, simulateContract, waitForTransactionReceipt } from 'wagmi/actions';
import { type Message, rawMessage } from '../../lib/message.ts';
import { modals } from '../../modals/modalStore.ts';
import { isUserRejection, mapWalletError } from '../../wallet/walletErrorMessage.ts';

/** The call a write hook is about to send (used for the pre-flight simulation). */
export interface ContractCall {
  address: Address;
  abi: Abi;
  functionName: string;
  args?: readonly unknown[];
}

export type ChainStage = 'signing' | 'confirming';

export class ChainActionError extends Error {
  readonly userMessage: Message;
  constructor(userMessage: Message, cause: unknown) {
    super(userMessage.key, { cause });
    this.name = 'ChainActionError';
    this.userMessage = userMessage;
  }
}

class WriteNotReadyError extends Error {}

export interface ChainActionOptions {
  onStage?: (stage: ChainStage) => void;
}

export type RunChainAction = (
  operationKey: string,
  call: ContractCall,
  write: () => Promise<Hash>,
  options?: ChainActionOptions,
) => Promise<TransactionReceipt>;

export function useChainAction(): RunChainAction {
  const config = useConfig();
  const queryClient = useQueryClient();
  const translate = useTranslate();

  return useCallback<RunChainAction>(
    async (operationKey, call, write, options = {}) => {
      const operation = translate(operationKey);
      try {
        const account = getConnection(config).address;
        if (!account) throw new WriteNotReadyError(translate('admin.errors.writeNotReady'));
        await simulateContract(config, { ...call, account } as Parameters<typeof simulateContract>[1]);
        options.onStage?.('signing');
        const hash = await write();
        options.onStage?.('confirming');
        const receipt = await waitForTransactionReceipt(config, { hash });
        if (receipt.status !== 'success') throw new Error(`Transaction ${hash} reverted`);
        await queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] === 'readContract' });
        return receipt;
      } catch (error) {
        const userMessage =
          error instanceof WriteNotReadyError ? rawMessage(error.message) : mapWalletError(error, operation);
        // A request the admin turned down in the wallet is no failure worth a modal (as in the investor app).
        if (!isUserRejection(error)) modals.showTransactionError(userMessage);
        throw new ChainActionError(userMessage, error);
      }
    },
    [config, queryClient, translate],
  );
}
