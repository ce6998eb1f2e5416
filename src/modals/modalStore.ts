// The modal state (docs/routes.md#modals): flags confirmWalletModal, errorTransaction, errorModal, prevModal;
// actions open, close, toggle, switch (remembers the previous modal) and back.
import { createStore, useStore } from '../lib/createStore.ts';
import type { Message } from '../lib/message.ts';

export type ModalName = 'confirmWalletModal' | 'errorTransaction' | 'errorModal';

export interface ModalState {
  confirmWalletModal: boolean;
  errorTransaction: boolean;
  errorModal: boolean;
  prevModal: ModalName | null;
  /** Detail shown under the transaction-error text (the mapped wallet or transaction error). */
  transactionError: Message | null;
  /** Text of the generic error modal. */
  errorMessage: Message | null;
}

const initial: ModalState = {
  confirmWalletModal: false,
  errorTransaction: false,
  errorModal: false,
  prevModal: null,
  transactionError: null,
  errorMessage: null,
};

export const modalStore = createStore<ModalState>(initial);

const MODALS: ModalName[] = ['confirmWalletModal', 'errorTransaction', 'errorModal'];

const openOnly = (name: ModalName): Partial<ModalState> =>
  Object.fromEntries(MODALS.map((m) => [m, m === name])) as Partial<ModalState>;

const currentModal = (state: ModalState): ModalName | null => MODALS.find((m) => state[m]) ?? null;

export const modals = {
  open(name: ModalName): void {
    modalStore.setState(openOnly(name));
  },
  close(name: ModalName): void {
    modalStore.setState({ [name]: false });
  },
  toggle(name: ModalName): void {
    modalStore.setState((state) => (state[name] ? { [name]: false } : openOnly(name)));
  },
  /** Closes the open modal and opens `name`, remembering the one it replaced. */
  switch(name: ModalName): void {
    modalStore.setState((state) => ({ ...openOnly(name), prevModal: currentModal(state) }));
  },
  /** Returns to the modal `switch` replaced (or just closes when there is none). */
  back(): void {
    modalStore.setState((state) => {
      const prev = state.prevModal;
      if (!prev) return Object.fromEntries(MODALS.map((m) => [m, false])) as Partial<ModalState>;
      return { ...openOnly(prev), prevModal: null };
    });
  },
  /** Opens the transaction-error modal ('Ошибка транзакции') with the mapped error as detail. */
  showTransactionError(detail: Message | null): void {
    modalStore.setState((state) => ({
      ...openOnly('errorTransaction'),
      prevModal: currentModal(state),
      transactionError: detail,
    }));
  },
  showError(text: Message): void {
    modalStore.setState({ ...openOnly('errorModal'), errorMessage: text });
  },
};

export function useModal<T>(selector: (state: ModalState) => T): T {
  return useStore(modalStore, selector);
}
