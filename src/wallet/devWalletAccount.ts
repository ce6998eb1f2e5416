// Which anvil test account the dev wallet uses: remembered in localStorage, #3 (the first demo
// investor) by default. Kept apart from the keys (anvilAccounts.ts), which load only when needed.
export const DEV_WALLET_ACCOUNT_KEY = 'devWallet.account';
/** The accounts the dev wallet offers: anvil's ten and the mnemonic's next key, #10, the demo's compliance officer
 *  (as many as anvilAccounts.ts lists, which its test checks; kept here as a number so that the keys load only
 *  when needed). */
export const ANVIL_ACCOUNT_COUNT = 11;
/** The account the dev wallet offers first: the first demo investor. */
export const DEFAULT_DEV_ACCOUNT_INDEX = 3;

const storage = () => (typeof window === 'undefined' ? undefined : window.localStorage);

export function selectedDevAccountIndex(): number {
  const stored = Number(storage()?.getItem(DEV_WALLET_ACCOUNT_KEY) ?? Number.NaN);
  return Number.isInteger(stored) && stored >= 0 && stored < ANVIL_ACCOUNT_COUNT
    ? stored
    : DEFAULT_DEV_ACCOUNT_INDEX;
}

type AccountListener = (index: number) => void;
const accountListeners = new Set<AccountListener>();

/** Chooses the test account the dev wallet signs with (and tells a live connection about it). */
export function selectDevAccount(index: number): void {
  if (!Number.isInteger(index) || index < 0 || index >= ANVIL_ACCOUNT_COUNT) {
    throw new Error(`No anvil test account #${index}`);
  }
  storage()?.setItem(DEV_WALLET_ACCOUNT_KEY, String(index));
  for (const listener of accountListeners) listener(index);
}

export function onDevAccountSelected(listener: AccountListener): () => void {
  accountListeners.add(listener);
  return () => accountListeners.delete(listener);
}
