// What the JSON-RPC proxy lets through: the listed methods, log queries of at most 1000 blocks, and calls and
// estimates of at most the block gas limit.
import { describe, expect, it } from 'vitest';
import { ALLOWED_METHODS, boundCallGas, checkLogQuery, MAX_CALL_GAS, nestsDeeperThan } from './rpc-policy.ts';

const HEAD = 5000n;
const head = async () => HEAD;
const noHead = async (): Promise<bigint> => {
  throw new Error('head asked');
};
const invalid = { code: -32602, message: 'eth_getLogs takes one filter object' };
const badTag = { code: -32602, message: 'Invalid fromBlock or toBlock' };
const tooWide = { code: -32005, message: 'Log queries span at most 1000 blocks' };

describe('RPC method list', () => {
  it('test_allowed_methods_let_reads_fee_estimation_and_raw_transactions_through_never_node_administration_or_node_keys', () => {
    for (const method of [
      'eth_call',
      'eth_chainId',
      'eth_sendRawTransaction',
      'eth_getLogs',
      'eth_feeHistory',
    ]) {
      expect(ALLOWED_METHODS.has(method)).toBe(true);
    }
    for (const method of [
      'eth_sendTransaction',
      'eth_sign',
      'anvil_setBalance',
      'evm_mine',
      'eth_subscribe',
      'eth_newFilter',
    ]) {
      expect(ALLOWED_METHODS.has(method)).toBe(false);
    }
    expect([...ALLOWED_METHODS.keys()].sort()).toEqual([
      'eth_blockNumber',
      'eth_call',
      'eth_chainId',
      'eth_estimateGas',
      'eth_feeHistory',
      'eth_gasPrice',
      'eth_getBalance',
      'eth_getBlockByHash',
      'eth_getBlockByNumber',
      'eth_getCode',
      'eth_getLogs',
      'eth_getTransactionByHash',
      'eth_getTransactionCount',
      'eth_getTransactionReceipt',
      'eth_maxPriorityFeePerGas',
      'eth_sendRawTransaction',
      'net_version',
      'web3_clientVersion',
    ]);
  });

  it('test_every_allowed_method_has_its_reason', () => {
    for (const [method, reason] of ALLOWED_METHODS) expect(reason.length, method).toBeGreaterThan(10);
  });
});

describe('log queries', () => {
  it('test_checkLogQuery_takes_exactly_one_filter_object', async () => {
    expect(await checkLogQuery([], head)).toEqual(invalid);
    expect(await checkLogQuery([{}, {}], head)).toEqual(invalid);
    expect(await checkLogQuery({}, head)).toEqual(invalid);
    expect(await checkLogQuery([null], head)).toEqual(invalid);
    expect(await checkLogQuery(['latest'], head)).toEqual(invalid);
    expect(await checkLogQuery([[]], head)).toEqual(invalid);
  });

  it('test_checkLogQuery_accepts_a_block_hash_alone_without_asking_for_the_head', async () => {
    expect(await checkLogQuery([{ blockHash: '0x01' }], noHead)).toBeNull();
    expect(await checkLogQuery([{ blockHash: '0x01', fromBlock: '0x1' }], noHead)).toEqual({
      code: -32602,
      message: 'A filter with blockHash takes no fromBlock or toBlock',
    });
    expect((await checkLogQuery([{ blockHash: '0x01', toBlock: '0x1' }], noHead))?.code).toBe(-32602);
  });

  it('test_checkLogQuery_allows_1000_blocks_and_refuses_1001', async () => {
    expect(await checkLogQuery([{ fromBlock: '0x1', toBlock: '0x3e8' }], noHead)).toBeNull();
    expect(await checkLogQuery([{ fromBlock: '0x0', toBlock: '0x3e8' }], noHead)).toEqual(tooWide);
    expect(await checkLogQuery([{ fromBlock: '0x0', toBlock: '0x0' }], noHead)).toBeNull();
  });

  it('test_checkLogQuery_resolves_tags_and_missing_bounds_against_the_head', async () => {
    expect(await checkLogQuery([{}], head)).toBeNull();
    for (const tag of ['latest', 'pending', 'safe', 'finalized']) {
      expect(
        await checkLogQuery([{ fromBlock: `0x${(HEAD - 999n).toString(16)}`, toBlock: tag }], head),
      ).toBeNull();
      expect(
        await checkLogQuery([{ fromBlock: `0x${(HEAD - 1000n).toString(16)}`, toBlock: tag }], head),
      ).toEqual(tooWide);
    }
    expect(await checkLogQuery([{ fromBlock: 'earliest', toBlock: '0x3e7' }], head)).toBeNull();
    expect(await checkLogQuery([{ fromBlock: 'earliest', toBlock: '0x3e8' }], head)).toEqual(tooWide);
    expect(await checkLogQuery([{ fromBlock: 'earliest' }], head)).toEqual(tooWide);
    expect(await checkLogQuery([{ fromBlock: `0x${(HEAD - 999n).toString(16)}` }], head)).toBeNull();
  });

  it('test_checkLogQuery_refuses_what_is_not_a_block_tag_or_a_canonical_hex_quantity', async () => {
    for (const tag of [
      '0x',
      '0x01',
      '0xg',
      '12',
      'newest',
      5,
      null,
      ['0x1'],
      'x0x10',
      `0x1${'0'.repeat(16)}`,
    ]) {
      expect(await checkLogQuery([{ fromBlock: tag, toBlock: '0x10' }], head)).toEqual(badTag);
      expect(await checkLogQuery([{ fromBlock: '0x1', toBlock: tag }], head)).toEqual(badTag);
    }
  });
});

describe('gas of calls and estimates', () => {
  const to = '0x00000000000000000000000000000000000000aA';
  it('test_boundCallGas_lowers_gas_above_30_million_and_keeps_the_rest', () => {
    expect(MAX_CALL_GAS).toBe(30_000_000n);
    for (const method of ['eth_call', 'eth_estimateGas']) {
      expect(boundCallGas(method, [{ to, gas: '0xffffffffff' }, 'latest'])).toEqual([
        { to, gas: '0x1c9c380' },
        'latest',
      ]);
      expect(boundCallGas(method, [{ to, gasLimit: '0x3b9aca00' }])).toEqual([{ to, gasLimit: '0x1c9c380' }]);
      expect(boundCallGas(method, [{ to, gas: '0x1c9c380' }])).toEqual([{ to, gas: '0x1c9c380' }]);
      expect(boundCallGas(method, [{ to, gas: '0x1c9c381' }])).toEqual([{ to, gas: '0x1c9c380' }]);
      expect(boundCallGas(method, [{ to }])).toEqual([{ to }]);
      expect(boundCallGas(method, [])).toEqual([]);
    }
    // Other methods are not touched.
    expect(boundCallGas('eth_getBalance', [{ gas: '0xffffffffff' }])).toEqual([{ gas: '0xffffffffff' }]);
  });

  it('test_boundCallGas_refuses_a_gas_that_is_not_a_hex_quantity', () => {
    for (const gas of ['lots', 1e9, '0x', '0xg', `0x${'f'.repeat(65)}`, true]) {
      expect(boundCallGas('eth_call', [{ to, gas }]), String(gas)).toEqual({
        code: -32602,
        message: 'gas must be a hex quantity',
      });
    }
  });
});

describe('nesting', () => {
  const nested = (levels: number): unknown => {
    let value: unknown = 1;
    for (let i = 0; i < levels; i++) value = i % 2 ? { a: value } : [value];
    return value;
  };
  it('test_nestsDeeperThan_counts_arrays_and_objects_without_recursion', () => {
    expect(nestsDeeperThan(nested(32), 32)).toBe(false);
    expect(nestsDeeperThan(nested(33), 32)).toBe(true);
    expect(nestsDeeperThan(nested(100_000), 32)).toBe(true);
    expect(nestsDeeperThan([1, 'a', null, { b: [2] }], 3)).toBe(false);
    expect(nestsDeeperThan([1, 'a', null, { b: [[2]] }], 3)).toBe(true);
    expect(nestsDeeperThan(undefined, 1)).toBe(false);
    expect(nestsDeeperThan('text', 0)).toBe(false);
  });
});
