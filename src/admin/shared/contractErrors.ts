// The console's own texts for contract errors the shared mapping (src/wallet/walletErrorMessage.ts) shows only
// raw (docs/messages.md#console): the revert is named from the error's decoded data, or decoded here from its
// raw data with every contract's errors — a property token's error raised through the VaultTrader (e.g.
// IncomeTooSmall) is not in the VaultTrader's ABI, so viem leaves it undecoded.
import { type Abi, decodeErrorResult, type Hex } from 'viem';
import { masterRegistryAbi, propertyTokenAbi, usdtAbi, vaultTraderAbi } from '../../../generated/wagmi.ts';
import { type Message, message } from '../../lib/message.ts';

const CONTRACT_ERRORS = [...vaultTraderAbi, ...propertyTokenAbi, ...masterRegistryAbi, ...usdtAbi].filter(
  (item) => item.type === 'error',
) as Abi;

/** Texts of the console for contract errors, by error name, whatever the operation. */
export const CONSOLE_CONTRACT_ERRORS: Readonly<Record<string, Message>> = {
  IncomeTooSmall: message('admin.errors.incomeTooSmall'),
  IncomeLimitReached: message('admin.errors.incomeLimitReached'),
  ProposalPending: message('admin.errors.proposalPending'),
  ProposalMismatch: message('admin.errors.proposalMismatch'),
  RefundPriceTooLow: message('admin.errors.refundPriceTooLow'),
  // Announced closures and withdrawals (docs/flows.md#announced-closures, docs/flows.md#deposits-and-withdrawals).
  ClosurePending: message('admin.errors.closurePending'),
  TooEarly: message('admin.errors.tooEarly'),
  BuyingClosed: message('admin.errors.buyingClosed'),
  NotTreasury: message('admin.errors.notTreasury'),
  WithdrawalLimit: message('admin.errors.withdrawalLimit'),
  WithdrawalPending: message('admin.errors.withdrawalPending'),
  ContractSwept: message('system.swept'),
  Unauthorized: message('txErrors.accessControl'),
};

interface Reverted {
  data?: unknown;
  raw?: unknown;
  cause?: unknown;
}

/** The name of the custom error a failed call reverted with, when there is one. */
export function revertedErrorName(error: unknown): string | undefined {
  const seen = new Set<unknown>();
  let current: unknown = error;
  while (current && typeof current === 'object' && !seen.has(current) && seen.size < 12) {
    seen.add(current);
    const { data, raw, cause } = current as Reverted;
    const decoded = data as { errorName?: unknown } | undefined;
    if (decoded && typeof decoded === 'object' && typeof decoded.errorName === 'string')
      return decoded.errorName;
    if (typeof raw === 'string' && /^0x[0-9a-fA-F]{8}/.test(raw)) {
      try {
        return decodeErrorResult({ abi: CONTRACT_ERRORS, data: raw as Hex }).errorName;
      } catch {
        // An error none of the contracts declares: left to the shared mapping.
      }
    }
    current = cause;
  }
  return undefined;
}

/**
 * The console's text for a reverted call: `overrides` (error name → message key, for one operation) first,
 * then CONSOLE_CONTRACT_ERRORS; undefined leaves the error to the shared mapping.
 */
export function consoleContractError(
  error: unknown,
  overrides: Readonly<Record<string, string>> = {},
): Message | undefined {
  const name = revertedErrorName(error);
  if (name === undefined) return undefined;
  const key = Object.hasOwn(overrides, name) ? overrides[name] : undefined;
  if (key !== undefined) return message(key);
  return Object.hasOwn(CONSOLE_CONTRACT_ERRORS, name) ? CONSOLE_CONTRACT_ERRORS[name] : undefined;
}
