// The same-origin JSON-RPC proxy: an exact allow-list (anvil's eth_sendUnsignedTransaction, node administration
// and node-held keys refused), bounded log ranges, batches and answer sizes, and a per-IP budget of calls.
import { encodeFunctionData, type Hex } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MANAGER_ROLE } from '#core/roles.ts';
import { anvilAccount } from '../../../scripts/lib/anvil.ts';
import { systemContracts } from '../../lib/contracts.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { ADMIN, address, INVESTOR_A, INVESTOR_B } from '../helpers/chain.ts';
import { chainPerFile } from '../helpers/chain-hooks.ts';
import { type RpcFront, startRpcFront } from '../helpers/rpc-front.ts';

const chain = chainPerFile();

type Answer = { id: unknown; result?: unknown; error?: { code: number; message: string } };

describe('JSON-RPC proxy', () => {
  let t: TestApp;
  // The node behind the proxy: anvil, through a front that can answer for it.
  let front: RpcFront;
  beforeAll(async () => {
    front = await startRpcFront(chain().rpcUrl);
    t = await createTestApp(chain(), 'pglite', { rpcUrl: front.url });
  });
  afterAll(async () => {
    await t?.close();
    await front?.stop();
  });

  const rpc = (payload: unknown, app = t) =>
    app.app.inject({ method: 'POST', url: '/rpc', payload: payload as object });
  const call = async (method: string, params: unknown[] = [], app = t): Promise<Answer> =>
    (await rpc({ jsonrpc: '2.0', id: 1, method, params }, app)).json();

  it('test_rpc_forwards_standard_calls_and_refuses_node_admin', async () => {
    const single = await rpc({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] });
    expect(single.json()).toEqual({ jsonrpc: '2.0', id: 1, result: '0x7a69' });
    const batch = await rpc([
      { jsonrpc: '2.0', id: 'a', method: 'eth_blockNumber' },
      { jsonrpc: '2.0', id: 'b', method: 'anvil_setBalance', params: [address(INVESTOR_A), '0x1'] },
      { jsonrpc: '2.0', id: 'c', method: 'evm_snapshot' },
      { jsonrpc: '2.0', id: 'd', method: 'eth_sendTransaction', params: [{}] },
      { jsonrpc: '2.0', id: 'e', method: 'net_version' },
      { nonsense: true },
    ]);
    const answers = batch.json();
    expect(answers).toHaveLength(6);
    expect(answers[0]).toMatchObject({ id: 'a', result: expect.stringMatching(/^0x/) });
    for (const i of [1, 2, 3]) expect(answers[i].error.code).toBe(-32601);
    expect(answers[4]).toMatchObject({ id: 'e', result: '31337' });
    expect(answers[5].error.code).toBe(-32600);
    // The refused calls changed nothing.
    expect(await chain().client.getBalance({ address: address(INVESTOR_A) })).toBeGreaterThan(1n);
  });

  it('test_rpc_refuses_eth_sendUnsignedTransaction_and_every_method_off_the_list', async () => {
    const attacker = address(INVESTOR_B);
    const { registry } = systemContracts(chain().client, chain().deployment);
    const grant = encodeFunctionData({
      abi: registry.abi,
      functionName: 'grantRole',
      args: [MANAGER_ROLE, attacker],
    });
    const tx = { from: address(ADMIN), to: chain().deployment.MasterRegistry, data: grant };
    const blockBefore = await chain().client.getBlockNumber();
    for (const [method, params] of [
      ['eth_sendUnsignedTransaction', [tx]],
      ['eth_sendTransaction', [tx]],
      ['eth_sign', [address(ADMIN), '0x00']],
      ['eth_signTypedData_v4', [address(ADMIN), '{}']],
      ['eth_accounts', []],
      ['eth_coinbase', []],
      ['eth_subscribe', ['newHeads']],
      ['eth_newFilter', [{}]],
      ['eth_getFilterChanges', ['0x1']],
      ['eth_mining', []],
      ['eth_hashrate', []],
      ['personal_sign', ['0x00', address(ADMIN)]],
      ['anvil_impersonateAccount', [address(ADMIN)]],
      ['anvil_mine', ['0x1']],
      ['evm_mine', []],
      ['hardhat_setBalance', [attacker, '0x1']],
      ['debug_traceTransaction', ['0x00']],
      ['txpool_content', []],
      ['ots_getApiLevel', []],
      ['eth_', []],
      ['constructor', []],
      ['__proto__', []],
    ] as const) {
      const answer = await call(method, [...params]);
      expect(answer.error?.code, method).toBe(-32601);
      expect(answer.result, method).toBeUndefined();
    }
    expect(await registry.read.hasRole([MANAGER_ROLE, attacker])).toBe(false);
    expect(await chain().client.getBlockNumber()).toBe(blockBefore);
  });

  it('test_rpc_passes_what_a_browser_wallet_needs_to_send_a_transaction', async () => {
    const investor = anvilAccount(INVESTOR_A);
    const nonce = (await call('eth_getTransactionCount', [investor.address, 'latest'])).result as Hex;
    const gasPrice = (await call('eth_gasPrice')).result as Hex;
    const request = { from: investor.address, to: address(INVESTOR_B), value: '0x1' };
    const gas = (await call('eth_estimateGas', [request])).result as Hex;
    for (const [method, params] of [
      ['eth_maxPriorityFeePerGas', []],
      ['eth_feeHistory', ['0x4', 'latest', [25, 75]]],
      ['eth_getBlockByNumber', ['latest', false]],
      ['eth_getBalance', [investor.address, 'latest']],
      ['eth_getCode', [chain().deployment.MasterRegistry, 'latest']],
      ['web3_clientVersion', []],
    ] as const) {
      expect((await call(method, [...params])).error, method).toBeUndefined();
    }
    const raw = await investor.signTransaction({
      to: address(INVESTOR_B),
      value: 1n,
      nonce: Number(nonce),
      gas: BigInt(gas),
      gasPrice: BigInt(gasPrice) * 2n,
      chainId: 31337,
    });
    const hash = (await call('eth_sendRawTransaction', [raw])).result as Hex;
    expect(hash).toMatch(/^0x[0-9a-f]{64}$/);
    // As a wallet does, the receipt is asked for until the node has mined the transaction (anvil mines it right
    // after answering the hash; a busy machine can answer the first ask before that).
    type Receipt = { status: string; blockHash: Hex };
    const mined = async (): Promise<Receipt> => {
      for (let attempt = 0; attempt < 50; attempt++) {
        const found = (await call('eth_getTransactionReceipt', [hash])).result as Receipt | null;
        if (found) return found;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      throw new Error('the transaction was not mined within 5 s');
    };
    const receipt = await mined();
    expect(receipt.status).toBe('0x1');
    expect((await call('eth_getTransactionByHash', [hash])).result).toMatchObject({ hash });
    expect((await call('eth_getBlockByHash', [receipt.blockHash, false])).result).toMatchObject({
      hash: receipt.blockHash,
    });
  });

  it('test_rpc_bounds_log_queries_and_batches', async () => {
    const head = await chain().client.getBlockNumber();
    const hex = (n: bigint) => `0x${n.toString(16)}`;
    const logs = (filter: object) => call('eth_getLogs', [filter]);
    // Within 1000 blocks: answered.
    expect(Array.isArray((await logs({ fromBlock: hex(0n), toBlock: hex(head) })).result)).toBe(true);
    expect((await logs({ fromBlock: hex(0n), toBlock: hex(999n) })).error).toBeUndefined();
    // Wider, however the bounds are written: refused before the node sees it.
    for (const filter of [
      { fromBlock: '0x0', toBlock: '0x3e8' },
      { fromBlock: '0x0', toBlock: '0xffffffff' },
      { fromBlock: 'earliest', toBlock: hex(head + 5000n) },
    ]) {
      const answer = await logs(filter);
      expect(answer.error, JSON.stringify(filter)).toEqual({
        code: -32005,
        message: 'Log queries span at most 1000 blocks',
      });
    }
    for (const params of [
      [],
      [{ fromBlock: 'soon' }],
      [{ blockHash: '0x00', fromBlock: '0x0' }],
      ['x'],
      [{}, {}],
    ]) {
      expect((await call('eth_getLogs', params)).error?.code, JSON.stringify(params)).toBe(-32602);
    }
    const block = await chain().client.getBlock();
    expect((await logs({ blockHash: block.hash })).error).toBeUndefined();
    // Batches of at most 20 calls: the finding's 100 full-range log queries in one request go nowhere.
    const hundred = Array.from({ length: 100 }, (_, i) => ({
      jsonrpc: '2.0',
      id: i,
      method: 'eth_getLogs',
      params: [{ fromBlock: 'earliest', toBlock: 'latest' }],
    }));
    expect((await rpc(hundred)).json()).toMatchObject({ error: { code: -32600 } });
    const twenty = Array.from({ length: 20 }, (_, i) => ({ jsonrpc: '2.0', id: i, method: 'eth_chainId' }));
    expect((await rpc(twenty)).json()).toHaveLength(20);
    expect((await rpc([...twenty, { jsonrpc: '2.0', id: 20, method: 'eth_chainId' }])).json()).toMatchObject({
      error: { code: -32600 },
    });
    expect((await call('eth_chainId', { not: 'an array' } as unknown as unknown[])).error?.code).toBe(-32602);
  });

  it('test_rpc_refuses_answers_over_2mb_without_reading_them', async () => {
    // A node answering 6 MB for a log query (what 100 full-range queries returned: 268 MB).
    const big = `"${'a'.repeat(6 * 1024 * 1024)}"`;
    front.intercept((request) =>
      request.method === 'eth_getLogs'
        ? JSON.parse(`{"jsonrpc":"2.0","id":${JSON.stringify(request.id)},"result":[${big}]}`)
        : undefined,
    );
    try {
      const answer = await call('eth_getLogs', [{ fromBlock: '0x0', toBlock: '0x1' }]);
      expect(answer.error).toEqual({
        code: -32005,
        message: 'Response too large (over 2 MB): ask for less at a time',
      });
      expect((await call('eth_chainId', [])).result).toBe('0x7a69');
    } finally {
      front.intercept(null);
    }
  });

  it('test_rpc_clamps_the_gas_of_calls_and_estimates_to_the_block_gas_limit', async () => {
    // The finding: an endless loop with gas 0xffffffffff halted anvil's mining for minutes.
    const seen: unknown[] = [];
    front.intercept((request) => {
      if (request.method === 'eth_call' || request.method === 'eth_estimateGas')
        seen.push(request.params?.[0]);
      return undefined;
    });
    try {
      const to = chain().deployment.MasterRegistry;
      await call('eth_call', [{ to, data: '0x', gas: '0xffffffffff' }, 'latest']);
      await call('eth_estimateGas', [{ from: address(INVESTOR_A), to, gas: '0x3b9aca00' }]);
      await call('eth_call', [{ to, data: '0x', gas: '0x5208' }, 'latest']);
      await call('eth_call', [{ to, data: '0x' }, 'latest']);
      expect(seen).toEqual([
        { to, data: '0x', gas: '0x1c9c380' },
        { from: address(INVESTOR_A), to, gas: '0x1c9c380' },
        // A gas within the bound goes as it is, and no gas stays the node's own default.
        { to, data: '0x', gas: '0x5208' },
        { to, data: '0x' },
      ]);
      for (const gas of ['lots', 1e9, '0x']) {
        expect((await call('eth_call', [{ to, gas }, 'latest'])).error?.code, String(gas)).toBe(-32602);
      }
      expect(seen).toHaveLength(4);
    } finally {
      front.intercept(null);
    }
    // On the real node: creation code that loops for ever (JUMPDEST PUSH1 0 JUMP) runs out of the bounded gas at
    // once, and the chain still mines.
    const started = Date.now();
    const endless = await call('eth_call', [{ data: '0x5b600056', gas: '0xffffffffff' }, 'latest']);
    expect(endless.error).toBeDefined();
    expect(Date.now() - started).toBeLessThan(3000);
    expect((await call('eth_blockNumber')).result).toMatch(/^0x/);
  });

  it('test_rpc_answers_a_json_rpc_error_when_the_node_takes_longer_than_the_time_budget', async () => {
    const slow = await createTestApp(chain(), 'pglite', { rpcUrl: front.url, rpcProxyTimeoutMs: 300 });
    front.intercept(async (request) =>
      request.method === 'eth_call'
        ? new Promise((resolve) => setTimeout(() => resolve(undefined), 2000))
        : undefined,
    );
    try {
      const started = Date.now();
      const response = await rpc({ jsonrpc: '2.0', id: 7, method: 'eth_call', params: [{}, 'latest'] }, slow);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        jsonrpc: '2.0',
        id: 7,
        error: { code: -32005, message: 'The node did not answer within 0.3 s: ask for less at a time' },
      });
      expect(Date.now() - started).toBeLessThan(1500);
    } finally {
      front.intercept(null);
      await slow.close();
    }
  });

  it('test_rpc_answers_400_to_params_nested_past_the_depth_limit', async () => {
    // 20,000 levels overflowed the stack of JSON.stringify: a 500.
    const deep = `${'['.repeat(20_000)}${']'.repeat(20_000)}`;
    const response = await t.app.inject({
      method: 'POST',
      url: '/rpc',
      headers: { 'content-type': 'application/json' },
      payload: `{"jsonrpc":"2.0","id":3,"method":"eth_call","params":${deep}}`,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      jsonrpc: '2.0',
      id: null,
      error: { code: -32600, message: 'Requests nest at most 32 levels deep' },
    });
    // In a batch too; what a wallet sends (an access list is the deepest) still passes.
    const batch = await t.app.inject({
      method: 'POST',
      url: '/rpc',
      headers: { 'content-type': 'application/json' },
      payload: `[{"jsonrpc":"2.0","id":1,"method":"eth_chainId"},{"jsonrpc":"2.0","id":2,"method":"eth_call","params":${deep}}]`,
    });
    expect(batch.statusCode).toBe(400);
    const accessList = [{ address: address(INVESTOR_A), storageKeys: [`0x${'0'.repeat(64)}`] }];
    const call = { to: address(INVESTOR_B), accessList };
    expect((await rpc({ jsonrpc: '2.0', id: 1, method: 'eth_estimateGas', params: [call] })).statusCode).toBe(
      200,
    );
  });

  it('test_rpc_budget_counts_every_call_of_a_batch_per_ip', async () => {
    const limited = await createTestApp(chain(), 'pglite', {
      rateLimits: { login: 100, refresh: 100, uploads: 100, rpc: 25, statements: 100 },
    });
    try {
      const batch = (n: number) =>
        Array.from({ length: n }, (_, i) => ({ jsonrpc: '2.0', id: i, method: 'eth_chainId' }));
      const from = (ip: string, payload: unknown) =>
        limited.app.inject({ method: 'POST', url: '/rpc', payload: payload as object, remoteAddress: ip });
      expect((await from('10.0.0.1', batch(20))).statusCode).toBe(200);
      // 20 + 20 calls are over 25: refused, although only the second request.
      const over = await from('10.0.0.1', batch(20));
      expect(over.statusCode).toBe(429);
      expect(over.headers['retry-after']).toMatch(/^[0-9]+$/);
      // Another client has its own budget; a log query costs ten calls.
      expect((await from('10.0.0.2', batch(20))).statusCode).toBe(200);
      const logs = {
        jsonrpc: '2.0',
        id: 1,
        method: 'eth_getLogs',
        params: [{ fromBlock: '0x0', toBlock: '0x0' }],
      };
      expect((await from('10.0.0.2', logs)).statusCode).toBe(429);
    } finally {
      await limited.close();
    }
  });
});
