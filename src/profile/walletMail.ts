// Wallet users without an email get the placeholder `<wallet address>@wallet.mail` from the API
// (server/schemas/user.ts WALLET_MAIL_DOMAIN); the app treats such an email as absent (spec §3).
export const WALLET_MAIL_DOMAIN = 'wallet.mail';

export function visibleEmail(email: string | null | undefined): string | null {
  if (!email) return null;
  return email.toLowerCase().includes(`@${WALLET_MAIL_DOMAIN}`) ? null : email;
}
