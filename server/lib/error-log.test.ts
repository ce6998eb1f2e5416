// What the logs keep of an error (server/lib/error-log.ts): a failed contract call as its contract, function and
// short message, in well under 2 KB, never viem's whole ABI; other errors with their stack and causes.
import { type Address, createPublicClient, custom, encodeErrorResult, http, type Transport } from 'viem';
import { describe, expect, it } from 'vitest';
import { systemContracts } from './contracts.ts';
import { errorLog, errorText } from './error-log.ts';
import { ChainUnavailableError, HttpError } from './errors.ts';

const deployment = {
  MasterRegistry: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
  VaultTrader: '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512',
  PropertyLens: '0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0',
  USDT: '0xCf7Ed3AccA5a467e9e704C703E8D87F634fB0Fc9',
  IdentityRegistry: '0x5FC8d32690cc91D4c39d9d3abcBD16989F875707',
} as const satisfies Record<string, Address>;
const PROPERTY: Address = '0xDc64a140Aa3E981100a9becA4E685f962f0cF6C9';

// Typed once: the instances' types do not depend on the transport.
const contracts = systemContracts(createPublicClient({ transport: http('http://127.0.0.1:9') }), deployment);

/** The error a call through `transport` fails with. */
async function failure(transport: Transport, call: (c: typeof contracts) => Promise<unknown>) {
  return call(systemContracts(createPublicClient({ transport }), deployment)).then(
    () => {
      throw new Error('the call succeeded');
    },
    (error: unknown) => error,
  );
}

describe('error log', () => {
  it('test_errorLog_writes_a_failed_call_as_contract_and_function_under_2kb_without_the_abi', async () => {
    // No node at this port: viem's error carries the lens's whole ABI, the arguments and the request body.
    const unreachable = await failure(http('http://127.0.0.1:9', { retryCount: 0 }), (c) =>
      c.lens.read.getPropertyView([PROPERTY]),
    );
    expect(JSON.stringify(unreachable).length).toBeGreaterThan(5000);
    const line = JSON.stringify(errorLog(new ChainUnavailableError(unreachable)));
    expect(line.length).toBeLessThan(2048);
    expect(line).not.toContain('"abi"');
    expect(line).not.toContain('inputs');
    expect(errorLog(unreachable)).toMatchObject({
      type: 'ContractFunctionExecutionError',
      contract: deployment.PropertyLens,
      function: 'getPropertyView',
      failure: 'unreachable',
      cause: { type: 'CallExecutionError', cause: { type: 'HttpRequestError' } },
    });
    expect(JSON.stringify(errorLog(unreachable))).not.toContain('127.0.0.1:9');
  });

  it('test_errorLog_names_a_reverts_decoded_error', async () => {
    const data = encodeErrorResult({ abi: contracts.vault.abi, errorName: 'EnforcedPause' });
    const node = custom({
      request: async () => {
        throw Object.assign(new Error('execution reverted'), { code: 3, data });
      },
    });
    const reverted = await failure(node, (c) => c.vault.read.fundManager());
    const logged = errorLog(reverted);
    expect(JSON.stringify(logged).length).toBeLessThan(2048);
    expect(logged).toMatchObject({
      type: 'ContractFunctionExecutionError',
      contract: deployment.VaultTrader,
      function: 'fundManager',
      cause: { type: 'ContractFunctionRevertedError', errorName: 'EnforcedPause' },
    });
    expect(errorText(reverted)).toMatch(
      /EnforcedPause.*\(fundManager at 0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512\)$/s,
    );
  });

  it('test_errorLog_keeps_the_stack_and_causes_of_other_errors_within_bounds', () => {
    const bug = new TypeError('x is undefined');
    expect(errorLog(Object.assign(new HttpError(500, 'Sale creation failed'), { cause: bug }))).toMatchObject(
      {
        type: 'HttpError',
        message: 'Sale creation failed',
        statusCode: 500,
        stack: expect.stringContaining('HttpError'),
        cause: { type: 'TypeError', message: 'x is undefined', stack: expect.stringContaining('TypeError') },
      },
    );
    const long = errorLog(new Error('y'.repeat(10_000))) as { message: string; stack: string };
    expect(long.message.length).toBeLessThanOrEqual(301);
    expect(long.stack.length).toBeLessThanOrEqual(2001);
    let deep: unknown = new Error('root');
    for (let i = 0; i < 20; i++) deep = new Error(`wrapper ${i}`, { cause: deep });
    let causes = 0;
    for (let e = errorLog(deep) as { cause?: unknown }; e.cause; e = e.cause as { cause?: unknown }) causes++;
    expect(causes).toBe(5);
    expect(errorLog('plain text')).toBe('plain text');
    expect(errorLog(null)).toBe('null');
  });
});
