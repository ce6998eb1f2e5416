// Which wallets the wallet modal offers, and which one its automatic login starts with
// (docs/wallets.md#the-wallet-dialog). Wallets announced through EIP-6963 come first, in the order they
// announced themselves, with their own names and icons; then the other configured connectors (WalletConnect);
// the generic injected connector only stands in when a wallet injected window.ethereum without announcing
// itself (so an announced wallet is never listed twice); the dev wallet (anvil only) comes last.
import type { Connector } from 'wagmi';
import { DEV_WALLET_ID } from './devWallet.ts';
import { WALLETCONNECT_ID } from './walletConnectId.ts';

export const GENERIC_INJECTED_ID = 'injected';

export const hasInjectedProvider = (): boolean =>
  typeof window !== 'undefined' && (window as { ethereum?: unknown }).ethereum !== undefined;

/** A wallet announced through EIP-6963: wagmi makes each one an injected connector named by its rdns. */
export const isAnnouncedWallet = (c: Connector): boolean =>
  c.type === 'injected' && c.id !== GENERIC_INJECTED_ID && c.id !== DEV_WALLET_ID;

export function walletChoices(
  connectors: readonly Connector[],
  injectedPresent = hasInjectedProvider(),
): Connector[] {
  const announced = connectors.filter(isAnnouncedWallet);
  const others = connectors.filter(
    (c) => !isAnnouncedWallet(c) && c.id !== GENERIC_INJECTED_ID && c.id !== DEV_WALLET_ID,
  );
  const generic = connectors.find((c) => c.id === GENERIC_INJECTED_ID);
  const dev = connectors.find((c) => c.id === DEV_WALLET_ID);
  const choices = [...announced];
  if (announced.length === 0 && generic && injectedPresent) choices.push(generic);
  choices.push(...others);
  if (dev) choices.push(dev);
  return choices;
}

/** A wallet in this browser: injected window.ethereum or a wallet announced through EIP-6963. */
export function hasBrowserWallet(connectors: readonly Connector[], injectedPresent = hasInjectedProvider()) {
  return injectedPresent || connectors.some(isAnnouncedWallet);
}

/**
 * The wallet an automatic login uses: the one in use, else the most recent one, else the first
 * wallet of this browser, else the dev wallet; failing all that the generic injected connector, whose
 * "provider not found" leads to the install page. WalletConnect (which opens a QR dialog and reaches an
 * outside relay) is used automatically only when it is in use or was used last.
 */
export function preferredConnector(
  connectors: readonly Connector[],
  {
    currentUid,
    recentId,
    injectedPresent = hasInjectedProvider(),
  }: { currentUid?: string; recentId?: string | null; injectedPresent?: boolean },
): Connector | undefined {
  const choices = walletChoices(connectors, injectedPresent);
  return (
    choices.find((c) => c.uid === currentUid) ??
    choices.find((c) => c.id === recentId) ??
    choices.find((c) => c.id !== DEV_WALLET_ID && c.id !== WALLETCONNECT_ID) ??
    choices.find((c) => c.id === DEV_WALLET_ID) ??
    connectors.find((c) => c.id === GENERIC_INJECTED_ID)
  );
}
