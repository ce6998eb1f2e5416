/** The id of wagmi's WalletConnect connector (docs/wallets.md#walletconnect); its own file, so code that only
 * names it does not bundle the connector. */
export const WALLETCONNECT_ID = 'walletConnect';
