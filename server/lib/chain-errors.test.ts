// Which viem failures mean the node (503 `Blockchain connection error`), and which are the call's own business.
import { describe, expect, it } from 'vitest';
import { chainFailureOf, isChainConnectivityError } from './chain-errors.ts';
import { ChainUnavailableError } from './errors.ts';

const named = (name: string, cause?: unknown) => Object.assign(new Error(name), { name, cause });

describe('chain failures', () => {
  it('test_chainFailureOf_counts_an_unanswered_node_a_timeout_a_closed_socket_and_a_missing_deployment_as_unreachable', () => {
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

  it('test_chainFailureOf_counts_a_json_rpc_error_as_refused_unless_it_is_the_call_reverting', () => {
    expect(chainFailureOf(named('CallExecutionError', named('RpcRequestError')))).toBe('refused');
    expect(chainFailureOf(named('RpcRequestError', named('ExecutionRevertedError')))).toBeNull();
    expect(chainFailureOf(named('ExecutionRevertedError', named('RpcRequestError')))).toBeNull();
  });

  it('test_chainFailureOf_keeps_the_failure_a_ChainUnavailableError_carries_unreachable_by_default', () => {
    expect(chainFailureOf(new ChainUnavailableError(undefined, 'refused'))).toBe('refused');
    expect(chainFailureOf(new ChainUnavailableError())).toBe('unreachable');
    expect(chainFailureOf(Object.assign(new Error('x'), { name: 'ChainUnavailableError' }))).toBe(
      'unreachable',
    );
  });

  it('test_chain_failures_leave_reverts_bugs_and_non_errors_to_the_caller', () => {
    expect(chainFailureOf(named('ContractFunctionRevertedError'))).toBeNull();
    expect(chainFailureOf(new TypeError('bug'))).toBeNull();
    expect(chainFailureOf(null)).toBeNull();
    expect(chainFailureOf(undefined)).toBeNull();
    expect(chainFailureOf({})).toBeNull();
    expect(isChainConnectivityError(named('TimeoutError'))).toBe(true);
    expect(isChainConnectivityError(named('RpcRequestError'))).toBe(true);
    expect(isChainConnectivityError(new Error('revert'))).toBe(false);
  });

  it('test_chainFailureOf_looks_at_most_8_causes_deep', () => {
    let deep: unknown = named('TimeoutError');
    for (let i = 0; i < 7; i++) deep = named('Wrapper', deep);
    expect(chainFailureOf(deep)).toBe('unreachable');
    expect(chainFailureOf(named('Wrapper', deep))).toBeNull();
  });
});
