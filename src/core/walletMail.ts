// Wallet users without an email (docs/product.md#wallet-mail): the API answers the placeholder
// `<wallet address>@wallet.mail`; an email containing that domain counts as no email at all, so the web app
// shows none and the API refuses it as a new email.

export const WALLET_MAIL_DOMAIN = 'wallet.mail';

/** The placeholder email of a wallet without one. */
export const walletMail = (walletAddress: string): string => `${walletAddress}@${WALLET_MAIL_DOMAIN}`;

/** True for an email on the wallet-mail domain (any case): it stands for "no email". */
export const isWalletMail = (email: string): boolean =>
  email.toLowerCase().includes(`@${WALLET_MAIL_DOMAIN}`);
