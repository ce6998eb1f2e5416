// An action that runs only after the admin confirms it in a dialog (delisting, withdrawing a bucket):
// `ask(value)` opens the dialog, confirming runs `action(value)`; `busy` while it runs.
import { useState } from 'react';

export function useConfirm<T>(action: (value: T) => Promise<void>) {
  const [pending, setPending] = useState<T | null>(null);
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    const value = pending;
    setPending(null);
    if (value === null) return;
    setBusy(true);
    try {
      await action(value);
    } finally {
      setBusy(false);
    }
  };
  return {
    ask: (value: T) => setPending(value),
    pending,
    busy,
    /** Props for react-admin's <Confirm>. */
    dialog: { isOpen: pending !== null, onConfirm: () => void confirm(), onClose: () => setPending(null) },
  };
}
