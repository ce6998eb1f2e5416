// The email the profile shows: the API's wallet-mail placeholder (src/core/walletMail.ts) is no email.
import { isWalletMail } from '#core/walletMail.ts';

export function visibleEmail(email: string | null | undefined): string | null {
  if (!email) return null;
  return isWalletMail(email) ? null : email;
}
