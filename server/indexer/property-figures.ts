// Keeps chain_property_figures in step with the chain (docs/api.md#on-chain-figures): after the indexer stores
// logs, the properties those logs touched are read again from the lens (in JSON-RPC batches) and written; new
// registry entries are picked up with their positions; a vault change or an emergency sweep rereads every
// property; an announced price is reread once its time has come. Figures are the chain's latest state.
import { type Address, getAddress, type Log, zeroAddress } from 'viem';
import { registryEvents, vaultEvents } from '../lib/contracts.ts';
import type { Chain } from '../plugins/app/chain.ts';
import type { FiguresRow, PropertyFiguresRepository } from '../plugins/app/repositories/property-figures.ts';

type AnyLog = Log<bigint, number, false>;

/** Properties read from the lens per JSON-RPC batch. */
const REFRESH_CHUNK = 100;

export type Touched = { tokens: Set<string>; all: boolean };

/** The properties (lower case) whose figures `logs` may have changed, or `all` when every one may have. */
export function touchedProperties(
  logs: readonly AnyLog[],
  addresses: { registry: Address; vault: Address },
  tokens: ReadonlySet<string>,
): Touched {
  const touched: Touched = { tokens: new Set(), all: false };
  const add = (token: string) => {
    if (token !== zeroAddress) touched.tokens.add(token.toLowerCase());
  };
  const registryLogs = logs.filter((l) => l.address.toLowerCase() === addresses.registry.toLowerCase());
  const vaultLogs = logs.filter((l) => l.address.toLowerCase() === addresses.vault.toLowerCase());
  for (const event of registryEvents(registryLogs)) {
    if (event.eventName === 'VaultTraderSet') touched.all = true;
    else if ('token' in event.args && typeof event.args.token === 'string') add(event.args.token);
  }
  for (const event of vaultEvents(vaultLogs)) {
    if (event.eventName === 'EmergencySwept') touched.all = true;
    else if ('token' in event.args && typeof event.args.token === 'string') add(event.args.token);
  }
  // Anything a property token emits (transfers, locks, announced prices) may move its figures.
  for (const l of logs) if (tokens.has(l.address.toLowerCase())) add(l.address);
  return touched;
}

export type FiguresDeps = { chain: Chain; figures: PropertyFiguresRepository };

/**
 * Rereads and writes the figures of the `touched` properties, of registry entries not seen yet, and of those
 * whose announced price applies at chain time `now`, all read at one block. With `onlyNewer` (the API's reread,
 * beside the indexer's), a property's figures are replaced only by a read at their block or later. Returns how
 * many properties were read.
 */
export async function refreshFigures(
  { chain, figures }: FiguresDeps,
  touched: Touched,
  now: number,
  { onlyNewer = false }: { onlyNewer?: boolean } = {},
) {
  const block = await chain.blockNumber();
  const known = await figures.count();
  // The registry is read at the same block: a property created after it has no token to read there yet.
  const fresh = await chain.propertyTokensFrom(known, block);
  const positions = new Map(fresh.map((token, i) => [token.toLowerCase(), known + i]));
  const wanted = new Set<string>(positions.keys());
  const others = touched.all ? await figures.tokens() : [...touched.tokens, ...(await figures.dueAt(now))];
  for (const token of others) wanted.add(token.toLowerCase());
  const missing = [...wanted].filter((t) => !positions.has(t));
  for (const [token, position] of await figures.positions(missing)) positions.set(token, position);

  // A token the registry does not list (a log of an address that is no property) has no position: skipped.
  const targets = [...wanted].filter((t) => positions.has(t));
  for (let i = 0; i < targets.length; i += REFRESH_CHUNK) {
    const chunk = targets.slice(i, i + REFRESH_CHUNK);
    const read = await chain.propertyFigures(
      chunk.map((t) => getAddress(t)),
      block,
    );
    const rows: FiguresRow[] = read.map(({ view, priceEffectiveAt, closure }, j) => ({
      view,
      priceEffectiveAt,
      closure,
      position: positions.get(chunk[j] as string) as number,
      readBlock: block,
    }));
    await figures.upsert(rows, undefined, { onlyNewer });
  }
  return targets.length;
}
