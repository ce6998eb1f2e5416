import { describe, expect, it } from 'vitest';
import { message } from '../lib/message.ts';
import { modalStore, modals } from './modalStore.ts';

const flags = () => {
  const { confirmWalletModal, errorTransaction, errorModal, prevModal } = modalStore.getState();
  return { confirmWalletModal, errorTransaction, errorModal, prevModal };
};

describe('modal state', () => {
  it('opens, closes and toggles one modal at a time', () => {
    modals.open('confirmWalletModal');
    expect(flags()).toEqual({
      confirmWalletModal: true,
      errorTransaction: false,
      errorModal: false,
      prevModal: null,
    });
    modals.toggle('errorModal');
    expect(flags()).toMatchObject({ confirmWalletModal: false, errorModal: true });
    modals.toggle('errorModal');
    expect(flags()).toMatchObject({ errorModal: false });
    modals.open('errorTransaction');
    modals.close('errorTransaction');
    expect(flags()).toMatchObject({ errorTransaction: false });
  });

  it('switch remembers the previous modal and back returns to it', () => {
    modals.open('confirmWalletModal');
    modals.switch('errorModal');
    expect(flags()).toEqual({
      confirmWalletModal: false,
      errorTransaction: false,
      errorModal: true,
      prevModal: 'confirmWalletModal',
    });
    modals.back();
    expect(flags()).toEqual({
      confirmWalletModal: true,
      errorTransaction: false,
      errorModal: false,
      prevModal: null,
    });
    modals.back();
    expect(flags()).toEqual({
      confirmWalletModal: false,
      errorTransaction: false,
      errorModal: false,
      prevModal: null,
    });
  });

  it('shows a transaction error with its reason', () => {
    modals.showTransactionError(message('txErrors.rejected'));
    expect(modalStore.getState()).toMatchObject({
      errorTransaction: true,
      transactionError: { key: 'txErrors.rejected' },
    });
  });
});
