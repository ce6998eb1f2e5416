import { zeroAddress } from 'viem';
import { describe, expect, it } from 'vitest';
import {
  canPause,
  canResume,
  health,
  readinessProblems,
  tradingBlocker,
  tradingState,
  tradingStop,
} from './systemState.ts';

const VAULT = '0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0';

describe('system trading state', () => {
  it.each([
    [{ paused: false, emergencySwept: false }, 'OPERATIONAL', 'HEALTHY', true, false],
    [{ paused: true, emergencySwept: false }, 'TRADING_PAUSED', 'WARNING', false, true],
    [{ paused: false, emergencySwept: true }, 'EMERGENCY_SWEPT', 'CRITICAL', false, false],
    [{ paused: true, emergencySwept: true }, 'EMERGENCY_SWEPT', 'CRITICAL', false, false],
  ] as const)('%o is %s / %s; pause %s, resume %s', (flags, state, level, pause, resume) => {
    expect(tradingState(flags)).toBe(state);
    // The one precedence (a sweep over a pause) also names what stops every trade.
    expect(tradingStop(flags)).toBe(
      { OPERATIONAL: null, TRADING_PAUSED: 'paused', EMERGENCY_SWEPT: 'emergencySwept' }[state],
    );
    expect(health(flags)).toBe(level);
    expect(canPause(flags)).toBe(pause);
    expect(canResume(flags)).toBe(resume);
  });
});

describe('readiness problems', () => {
  it('is empty for a wired, running system', () => {
    expect(readinessProblems({ vaultTrader: VAULT, paused: false, emergencySwept: false })).toEqual([]);
  });

  it('names an unset VaultTrader, a sweep (over a pause) and a pause', () => {
    expect(readinessProblems({ vaultTrader: zeroAddress, paused: true, emergencySwept: false })).toEqual([
      'vaultTraderNotSet',
      'paused',
    ]);
    expect(readinessProblems({ vaultTrader: VAULT, paused: true, emergencySwept: true })).toEqual([
      'emergencySwept',
    ]);
  });

  it('reports a failed read as a failed validation', () => {
    expect(readinessProblems(undefined, true)).toEqual(['validationFailed']);
    expect(readinessProblems(undefined)).toEqual([]);
  });
});

describe('trading blocker', () => {
  it('is the most fundamental problem, or null when trading is possible', () => {
    expect(tradingBlocker({ vaultTrader: zeroAddress, paused: true, emergencySwept: true })).toBe(
      'vaultTraderNotSet',
    );
    expect(tradingBlocker({ vaultTrader: VAULT, paused: true, emergencySwept: false })).toBe('paused');
    expect(tradingBlocker({ vaultTrader: VAULT, paused: false, emergencySwept: false })).toBeNull();
    expect(tradingBlocker(undefined, true)).toBe('validationFailed');
  });
});
