// System readiness (spec §8) from the lens's system status, shared by the trade forms and the admin
// console: VaultTrader not set, emergency-swept, paused; a failed read is 'Failed to validate system state'.
import { type Address, zeroAddress } from 'viem';
import { type Message, message } from '../lib/message.ts';

export interface SystemFlags {
  vaultTrader: Address;
  paused: boolean;
  emergencySwept: boolean;
}

/** Null when trading is possible, else the reason. */
export function systemReadiness(status: SystemFlags | undefined, readFailed = false): Message | null {
  if (readFailed) return message('system.validateFailed');
  if (!status) return null;
  if (status.vaultTrader === zeroAddress) return message('system.vaultTraderNotSet');
  if (status.emergencySwept) return message('system.swept');
  if (status.paused) return message('system.paused');
  return null;
}
