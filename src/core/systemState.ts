// The trading state of the whole system and what stops trading (docs/product.md#system-state), from the
// lens's SystemStatus: the investor's trade forms, the console's status panel and its tester all use these.

export interface TradingFlags {
  paused: boolean;
  emergencySwept: boolean;
}

export interface SystemFlags extends TradingFlags {
  vaultTrader: string;
}

export type TradingState = 'OPERATIONAL' | 'TRADING_PAUSED' | 'EMERGENCY_SWEPT';
export type Health = 'HEALTHY' | 'WARNING' | 'CRITICAL';

/** A sweep overrides a pause. */
export function tradingState({ paused, emergencySwept }: TradingFlags): TradingState {
  if (emergencySwept) return 'EMERGENCY_SWEPT';
  return paused ? 'TRADING_PAUSED' : 'OPERATIONAL';
}

export function health(flags: TradingFlags): Health {
  const state = tradingState(flags);
  if (state === 'EMERGENCY_SWEPT') return 'CRITICAL';
  return state === 'TRADING_PAUSED' ? 'WARNING' : 'HEALTHY';
}

/** What stops every trade, as the refusals of the trade checks and the readiness list name it; null when none. */
export type TradingStop = 'emergencySwept' | 'paused';
const STOP_OF_STATE: Record<TradingState, TradingStop | null> = {
  EMERGENCY_SWEPT: 'emergencySwept',
  TRADING_PAUSED: 'paused',
  OPERATIONAL: null,
};
export const tradingStop = (flags: TradingFlags): TradingStop | null => STOP_OF_STATE[tradingState(flags)];

export const canPause = ({ paused, emergencySwept }: TradingFlags): boolean => !paused && !emergencySwept;
export const canResume = ({ paused, emergencySwept }: TradingFlags): boolean => paused && !emergencySwept;

const READINESS_PROBLEMS = ['vaultTraderNotSet', 'emergencySwept', 'paused', 'validationFailed'] as const;
export type ReadinessProblem = (typeof READINESS_PROBLEMS)[number];

const isZeroAddress = (address: string): boolean => /^0x0{40}$/i.test(address);

/**
 * What stops the system from trading, most fundamental first; empty when it is ready (or not read yet).
 * A failed read is 'validationFailed'.
 */
export function readinessProblems(status: SystemFlags | undefined, readFailed = false): ReadinessProblem[] {
  if (readFailed) return ['validationFailed'];
  if (!status) return [];
  const problems: ReadinessProblem[] = [];
  if (isZeroAddress(status.vaultTrader)) problems.push('vaultTraderNotSet');
  const stop = tradingStop(status);
  if (stop) problems.push(stop);
  return problems;
}

/** The first reason trading is not possible, or null when it is. */
export const tradingBlocker = (
  status: SystemFlags | undefined,
  readFailed = false,
): ReadinessProblem | null => readinessProblems(status, readFailed)[0] ?? null;
