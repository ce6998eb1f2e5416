// Runs one contract write of the console, described once: a generated simulate action (generated/wagmi.ts,
// e.g. simulateMasterRegistryUpdatePrice) and its parameters. The call is simulated first (eth_call), so a
// revert shows its decoded custom error before the wallet opens; the request the simulation returns is then
// sent as it is (wagmi's simulate-then-write: the request already names the ABI, the address and the
// arguments) and waited for. Failures are mapped to the console's texts for some contract errors
// (contractErrors.ts, docs/messages.md#console), else to the wallet and transaction messages
// (docs/messages.md#wallet-and-transaction-errors), shown in the transaction-error modal (unless the admin
// rejected the request) and thrown as a ChainActionError for the caller's step state. After a success every
// contract read is refetched, so the figures on screen follow the chain at once, and the property lists and the
// back-office records of the API are asked again once its indexer has passed the receipt's block
// (chainProperties.ts, refreshWhenIndexed.ts, docs/admin.md#indexed-figures).
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslate } from 'react-admin';
import type { Address, TransactionReceipt } from 'viem';
import { type Config, useConfig } from 'wagmi';
import {
  getConnection,
  type WriteContractParameters,
  waitForTransactionReceipt,
  writeContract,
} from 'wagmi/actions';
import { type Message, rawMessage } from '../../lib/message.ts';
import { modals } from '../../modals/modalStore.ts';
import { isUserRejection, mapWalletError } from '../../wallet/walletErrorMessage.ts';
import { awaitIndexer } from './chainProperties.ts';
import { consoleContractError } from './contractErrors.ts';
import { refreshWhenIndexed } from './refreshWhenIndexed.ts';
import { isAdminKey } from './useMessageText.ts';

/** A generated simulate action: `simulate<Contract><Function>(config, parameters)`. */
// biome-ignore lint/suspicious/noExplicitAny: each generated action types its own parameters (see ActionParameters)
export type SimulateAction = (config: Config, parameters: any) => Promise<{ request: unknown }>;

/** The parameters of a simulate action (its `args`, for a function that takes some), minus the account. */
export type ActionParameters<S extends SimulateAction> = Omit<Parameters<S>[1], 'account'>;

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
  /** This operation's texts for contract errors: error name → message key (e.g. InvalidInput). */
  errors?: Readonly<Record<string, string>>;
}

export type RunChainAction = <S extends SimulateAction>(
  operationKey: string,
  simulate: S,
  parameters: ActionParameters<S>,
  options?: ChainActionOptions,
) => Promise<TransactionReceipt>;

export function useChainAction(): RunChainAction {
  const config = useConfig();
  const queryClient = useQueryClient();
  const translate = useTranslate();

  return useCallback<RunChainAction>(
    async (operationKey, simulate, parameters, options = {}) => {
      const operation = translate(operationKey);
      try {
        const account: Address | undefined = getConnection(config).address;
        if (!account) throw new WriteNotReadyError(translate('admin.errors.writeNotReady'));
        const { request } = await simulate(config, { ...parameters, account });
        options.onStage?.('signing');
        // The simulation's own request (typed per action there, so it is widened here).
        const hash = await writeContract(config, request as WriteContractParameters);
        options.onStage?.('confirming');
        const receipt = await waitForTransactionReceipt(config, { hash });
        if (receipt.status !== 'success') throw new Error(`Transaction ${hash} reverted`);
        await queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] === 'readContract' });
        // The property lists come from the API's indexer: they wait until it has passed this block.
        void awaitIndexer(receipt.blockNumber, queryClient);
        // So do the back-office records (react-admin's resources) on every page.
        void refreshWhenIndexed(receipt.blockNumber, queryClient);
        return receipt;
      } catch (error) {
        const userMessage =
          error instanceof WriteNotReadyError
            ? rawMessage(error.message)
            : (consoleContractError(error, options.errors) ?? mapWalletError(error, operation));
        // A request the admin turned down in the wallet is no failure worth a modal (as in the investor app).
        // The modal renders the app's `translation` texts: a console text is handed over translated.
        if (!isUserRejection(error)) {
          modals.showTransactionError(
            isAdminKey(userMessage.key)
              ? rawMessage(translate(userMessage.key, userMessage.values))
              : userMessage,
          );
        }
        throw new ChainActionError(userMessage, error);
      }
    },
    [config, queryClient, translate],
  );
}
