// Which viem failures mean the node (503 `Blockchain connection error`), and which are the call's own business.
import { describe, expect, it } from 'vitest';
import { chainFailureOf, isChainConnectivityError } from './chain-errors.ts';
import { ChainUnavailableError } from './errors.ts';

const named = (name: string, cause?: unknown) => Object.assign(new Error(name), { name, cause });

describe('chain failures', () => {
  it('counts an unanswered node, a timeout, a closed socket and a missing deployment as unreachable', () => {
    for (const name of [
      'HttpRequestError',
      'TimeoutError',
      'WebSocketRequestError',
      'SocketClosedError',
      'ContractFunctionZeroDataError',
    ]) {
      expect(chainFailureOf(named(name))).toBe('unreachable');
      expect(chainFailureOf(named('ContractFunctionExecutionError', named(name)))).toBe('unreachable');
    }
  });

  it('counts a JSON-RPC error as refused, unless it is the call reverting', () => {
    expect(chainFailureOf(named('CallExecutionError', named('RpcRequestError')))).toBe('refused');
    expect(chainFailureOf(named('RpcRequestError', named('ExecutionRevertedError')))).toBeNull();
    expect(chainFailureOf(named('ExecutionRevertedError', named('RpcRequestError')))).toBeNull();
  });

  it('keeps the failure a ChainUnavailableError carries, unreachable by default', () => {
    expect(chainFailureOf(new ChainUnavailableError(undefined, 'refused'))).toBe('refused');
    expect(chainFailureOf(new ChainUnavailableError())).toBe('unreachable');
    expect(chainFailureOf(Object.assign(new Error('x'), { name: 'ChainUnavailableError' }))).toBe(
      'unreachable',
    );
  });

  it('leaves reverts, bugs and non-errors to the caller', () => {
    expect(chainFailureOf(named('ContractFunctionRevertedError'))).toBeNull();
    expect(chainFailureOf(new TypeError('bug'))).toBeNull();
    expect(chainFailureOf(null)).toBeNull();
    expect(chainFailureOf(undefined)).toBeNull();
    expect(chainFailureOf({})).toBeNull();
    expect(isChainConnectivityError(named('TimeoutError'))).toBe(true);
    expect(isChainConnectivityError(named('RpcRequestError'))).toBe(true);
    expect(isChainConnectivityError(new Error('revert'))).toBe(false);
  });

  it('looks at most 8 causes deep', () => {
    let deep: unknown = named('TimeoutError');
    for (let i = 0; i < 7; i++) deep = named('Wrapper', deep);
    expect(chainFailureOf(deep)).toBe('unreachable');
    expect(chainFailureOf(named('Wrapper', deep))).toBeNull();
  });
});
