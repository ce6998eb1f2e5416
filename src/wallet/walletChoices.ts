// Which wallets the wallet modal offers, and which one its automatic login starts with.
// Wallets announced through EIP-6963 (and any other configured connector) come first; the generic
// injected connector only stands in when a wallet injected window.ethereum without announcing
// itself; the dev wallet (anvil only) comes last.
import type { Connector } from 'wagmi';
import { DEV_WALLET_ID } from './devWallet.ts';

export const GENERIC_INJECTED_ID = 'injected';

const hasInjectedProvider = (): boolean =>
  typeof window !== 'undefined' && (window as { ethereum?: unknown }).ethereum !== undefined;

export function walletChoices(
  connectors: readonly Connector[],
  injectedPresent = hasInjectedProvider(),
): Connector[] {
  const wallets = connectors.filter((c) => c.id !== GENERIC_INJECTED_ID && c.id !== DEV_WALLET_ID);
  const announced = wallets.some((c) => c.type === 'injected');
  const generic = connectors.find((c) => c.id === GENERIC_INJECTED_ID);
  const dev = connectors.find((c) => c.id === DEV_WALLET_ID);
  const choices = [...wallets];
  if (!announced && generic && injectedPresent) choices.push(generic);
  if (dev) choices.push(dev);
  return choices;
}

/**
 * The wallet an automatic login uses: the one in use, else the most recent one, else the first
 * real wallet, else the dev wallet; failing all that the generic injected connector, whose
 * "provider not found" leads to the install page.
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
    choices.find((c) => c.id !== DEV_WALLET_ID) ??
    choices[0] ??
    connectors.find((c) => c.id === GENERIC_INJECTED_ID)
  );
}
