// server/lib/contracts.ts: the contract instances are bound to the deployment's addresses, and the event decoders
// read their own contract's events (all, or those named) and skip every other log. The logs are built from the
// instances' own ABIs, with a value for each field whatever the events hold.
import {
  type Abi,
  type AbiEvent,
  type Address,
  createPublicClient,
  encodeAbiParameters,
  encodeEventTopics,
  type Hex,
  http,
  type Log,
} from 'viem';
import { describe, expect, it } from 'vitest';
import { registryEvents, systemContracts, tokenEvents, vaultEvents } from './contracts.ts';

const deployment = {
  MasterRegistry: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
  VaultTrader: '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512',
  PropertyLens: '0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0',
  USDT: '0xCf7Ed3AccA5a467e9e704C703E8D87F634fB0Fc9',
  IdentityRegistry: '0x5FC8d32690cc91D4c39d9d3abcBD16989F875707',
} as const satisfies Record<string, Address>;
const PROPERTY: Address = '0xDc64a140Aa3E981100a9becA4E685f962f0cF6C9';

// Never called: the instances are only bound, and their ABIs read.
const client = createPublicClient({ transport: http('http://127.0.0.1:9') });
const contracts = systemContracts(client, deployment);

/** A value of `type` that differs per field (`seed`). */
function sample(type: string, seed: number): unknown {
  if (type === 'address') return `0x${(seed + 1).toString(16).padStart(40, '0')}`;
  if (type === 'bool') return seed % 2 === 0;
  if (type === 'string') return `text ${seed}`;
  if (/^u?int\d*$/.test(type)) return BigInt(1000 + seed);
  if (type === 'bytes32') return `0x${(seed + 1).toString(16).padStart(64, '0')}`;
  throw new Error(`no sample for ${type}`);
}

/** A log of `eventName` of `abi` emitted by `address`, and the args it carries. */
function logOf(abi: Abi, eventName: string, address: Address, index: number) {
  const event = abi.find((item): item is AbiEvent => item.type === 'event' && item.name === eventName);
  if (!event) throw new Error(`no event ${eventName}`);
  const args = Object.fromEntries(event.inputs.map((input, i) => [input.name, sample(input.type, i)]));
  const indexed = Object.fromEntries(
    event.inputs.filter((i) => i.indexed).map((i) => [i.name, args[i.name as string]]),
  );
  const data = event.inputs.filter((i) => !i.indexed);
  const log = {
    address,
    topics: encodeEventTopics({ abi: [event], eventName, args: indexed } as never) as [Hex, ...Hex[]],
    data: encodeAbiParameters(
      data,
      data.map((i) => args[i.name as string]),
    ),
    blockHash: `0x${'11'.repeat(32)}`,
    blockNumber: 7n,
    logIndex: index,
    transactionHash: `0x${'22'.repeat(32)}`,
    transactionIndex: 0,
    removed: false,
  } as Log;
  return { log, args };
}

describe('contract instances', () => {
  it('test_systemContracts_binds_each_contract_to_its_deployment_address', () => {
    expect(contracts.registry.address).toBe(deployment.MasterRegistry);
    expect(contracts.vault.address).toBe(deployment.VaultTrader);
    expect(contracts.lens.address).toBe(deployment.PropertyLens);
    expect(contracts.usdt.address).toBe(deployment.USDT);
    expect(contracts.token(PROPERTY).address).toBe(PROPERTY);
    // Each its own interface: a property token is no registry.
    expect(contracts.vault.abi).not.toBe(contracts.registry.abi);
    expect(contracts.token(PROPERTY).abi).not.toBe(contracts.usdt.abi);
    expect(typeof contracts.lens.read.getPropertyView).toBe('function');
    expect(typeof contracts.registry.read.isProperty).toBe('function');
  });
});

describe('event decoders', () => {
  const bought = logOf(contracts.vault.abi, 'Bought', deployment.VaultTrader, 0);
  const transfer = logOf(contracts.token(PROPERTY).abi, 'Transfer', PROPERTY, 1);
  const created = logOf(contracts.registry.abi, 'PropertyCreated', deployment.MasterRegistry, 2);
  const logs = [bought.log, transfer.log, created.log];

  it('test_each_decoder_reads_its_contracts_events_with_their_args', () => {
    const [buy, ...otherVault] = vaultEvents(logs);
    expect(otherVault).toEqual([]);
    expect(buy).toMatchObject({ eventName: 'Bought', args: bought.args, logIndex: 0, blockNumber: 7n });
    const [move, ...otherToken] = tokenEvents(logs);
    expect(otherToken).toEqual([]);
    expect(move).toMatchObject({ eventName: 'Transfer', args: transfer.args, address: PROPERTY });
    const [creation, ...otherRegistry] = registryEvents(logs);
    expect(otherRegistry).toEqual([]);
    expect(creation).toMatchObject({ eventName: 'PropertyCreated', args: created.args });
  });

  it('test_a_decoder_keeps_only_the_events_named', () => {
    expect(vaultEvents(logs, 'Bought').map((e) => e.eventName)).toEqual(['Bought']);
    expect(vaultEvents(logs, 'Sold')).toEqual([]);
    expect(vaultEvents(logs, ['Sold', 'Bought']).map((e) => e.logIndex)).toEqual([0]);
    expect(tokenEvents(logs, 'Transfer')).toHaveLength(1);
    expect(registryEvents([], 'PropertyCreated')).toEqual([]);
  });
});
