// The wallet and transaction error mapping (docs/messages.md#wallet-and-transaction-errors), shared by the
// investor app and the admin console (its tester tab shows it too). Returns a translatable message.
import { type Message, message } from '../lib/message.ts';

interface ErrorLike {
  code?: unknown;
  name?: unknown;
  message?: unknown;
  shortMessage?: unknown;
  details?: unknown;
  reason?: unknown;
  data?: unknown;
  cause?: unknown;
}

/** Every error in the cause chain (viem and wagmi wrap the provider's error several times). */
function chain(error: unknown): ErrorLike[] {
  const list: ErrorLike[] = [];
  let current: unknown = error;
  while (current && typeof current === 'object' && list.length < 12 && !list.includes(current as ErrorLike)) {
    list.push(current as ErrorLike);
    current = (current as ErrorLike).cause;
  }
  if (list.length === 0 && error !== undefined && error !== null) list.push({ message: String(error) });
  return list;
}

/** The decoded custom error of a reverted call, e.g. `TokensLocked(0xabc…, 5, 0)`. */
function revertName(errors: ErrorLike[]): string | undefined {
  for (const e of errors) {
    const data = e.data as { errorName?: unknown; args?: unknown } | undefined;
    if (data && typeof data === 'object' && typeof data.errorName === 'string') {
      const args = Array.isArray(data.args) ? data.args.map(String).join(', ') : '';
      return `${data.errorName}(${args})`;
    }
  }
  return undefined;
}

/** The most useful raw text of an error: its decoded revert, else the short message, else the message. */
export function rawErrorText(error: unknown): string {
  const errors = chain(error);
  const decoded = revertName(errors);
  if (decoded) return decoded;
  for (const e of errors) if (typeof e.shortMessage === 'string' && e.shortMessage) return e.shortMessage;
  for (const e of errors)
    if (typeof e.message === 'string' && e.message) return e.message.split('\n')[0] ?? e.message;
  return String(error);
}

function allText(errors: ErrorLike[]): string {
  const parts: string[] = [];
  for (const e of errors) {
    for (const value of [e.name, e.message, e.shortMessage, e.details, e.reason]) {
      if (typeof value === 'string') parts.push(value);
    }
    const data = e.data as { errorName?: unknown } | undefined;
    if (data && typeof data === 'object' && typeof data.errorName === 'string') parts.push(data.errorName);
  }
  return parts.join('\n');
}

/**
 * Maps a failed wallet request or contract call to its text; `operation` is the (translated) name of what
 * failed.
 */
export function mapWalletError(error: unknown, operation: string): Message {
  const errors = chain(error);
  const text = allText(errors);
  if (
    errors.some((e) => e.code === 4001 || e.code === 'ACTION_REJECTED') ||
    /user rejected|user denied|ACTION_REJECTED/i.test(text)
  ) {
    return message('txErrors.rejected');
  }
  if (/AccessControl/.test(text)) return message('txErrors.accessControl');
  if (/InvalidInput/.test(text)) return message('txErrors.invalidInput');
  if (/VaultTraderNotSet/.test(text)) return message('txErrors.vaultTraderNotSet');
  if (/AlreadyDelisted/.test(text)) return message('txErrors.alreadyDelisted');
  if (/GeneralCapExceeded/.test(text)) return message('txErrors.generalCapExceeded');
  if (/insufficient funds/i.test(text)) return message('txErrors.insufficientGas');
  return message('txErrors.failed', { operation, message: rawErrorText(error) });
}

/** True when the user turned the request down in the wallet (connect, sign or send). */
export function isUserRejection(error: unknown): boolean {
  const errors = chain(error);
  return (
    errors.some(
      (e) => e.code === 4001 || e.code === 'ACTION_REJECTED' || e.name === 'UserRejectedRequestError',
    ) || /user rejected|user denied|ACTION_REJECTED/i.test(allText(errors))
  );
}
