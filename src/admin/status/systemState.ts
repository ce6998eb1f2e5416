// The system trading state of spec §4 and the readiness checks of spec §8, from the lens's SystemStatus:
// - OPERATIONAL when neither flag is set, TRADING PAUSED when paused, EMERGENCY SWEPT when swept
//   (swept overrides paused); health HEALTHY, WARNING (paused), CRITICAL (swept);
// - pause only when not paused and not swept; resume only when paused and not swept.
import { type Address, isAddressEqual, zeroAddress } from 'viem';
import { type Message, message } from '../../lib/message.ts';

export type TradingState = 'OPERATIONAL' | 'TRADING_PAUSED' | 'EMERGENCY_SWEPT';
export type Health = 'HEALTHY' | 'WARNING' | 'CRITICAL';

export interface TradingFlags {
  paused: boolean;
  emergencySwept: boolean;
}

export function tradingState({ paused, emergencySwept }: TradingFlags): TradingState {
  if (emergencySwept) return 'EMERGENCY_SWEPT';
  return paused ? 'TRADING_PAUSED' : 'OPERATIONAL';
}

export function health(flags: TradingFlags): Health {
  const state = tradingState(flags);
  if (state === 'EMERGENCY_SWEPT') return 'CRITICAL';
  return state === 'TRADING_PAUSED' ? 'WARNING' : 'HEALTHY';
}

export const canPause = ({ paused, emergencySwept }: TradingFlags): boolean => !paused && !emergencySwept;
export const canResume = ({ paused, emergencySwept }: TradingFlags): boolean => paused && !emergencySwept;

/** Readiness problems of spec §8 ("System readiness"). */
export type ReadinessProblem = 'vaultTraderNotSet' | 'emergencySwept' | 'paused' | 'validationFailed';

/** Their texts, shared with the investor app (translation.json `system.*`). */
export const READINESS_MESSAGE: Record<ReadinessProblem, Message> = {
  vaultTraderNotSet: message('system.vaultTraderNotSet'),
  emergencySwept: message('system.swept'),
  paused: message('system.paused'),
  validationFailed: message('system.validateFailed'),
};

/** What stops the system from trading right now; empty when it is ready. */
export function readinessProblems(
  status: (TradingFlags & { vaultTrader: Address }) | undefined,
  readFailed = false,
): ReadinessProblem[] {
  if (readFailed || !status) return readFailed ? ['validationFailed'] : [];
  const problems: ReadinessProblem[] = [];
  if (isAddressEqual(status.vaultTrader, zeroAddress)) problems.push('vaultTraderNotSet');
  if (status.emergencySwept) problems.push('emergencySwept');
  else if (status.paused) problems.push('paused');
  return problems;
}
