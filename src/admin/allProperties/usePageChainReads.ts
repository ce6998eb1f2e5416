// The chain's own figures of the cards on screen (docs/admin.md#all-properties): for every property of the page,
// the price proposal waiting for its second signer, the announced price and the announced closure (the API's page
// does not carry them), the chain's time (the latest block's, src/admin/shared/chainClock.ts) and, while the API's answer is older than the console's last transaction (`withViews`), its lens view, read as
// ONE query (viem sends the calls in one JSON-RPC batch) instead of three hooks per card, so the page re-renders
// once when the chain answers. Only the page on screen refetches every 30 s (docs/constants.md#refresh-intervals); the
// key starts with 'readContract' like wagmi's reads, so the console's refresh after a write reads it again.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { type Address, zeroAddress } from 'viem';
import { useChainId, useConfig } from 'wagmi';
import { getBlock } from 'wagmi/actions';
import {
  readMasterRegistryPendingClosure,
  readMasterRegistryPriceProposal,
  readPropertyLensGetPropertyView,
  readPropertyTokenPendingPrice,
} from '../../../generated/wagmi.ts';
import { LIVE_REFETCH_MS } from '../../config/queryClient.ts';
import type { ChainClock } from '../shared/chainClock.ts';
import type { PropertyView } from '../shared/chainTypes.ts';

/** A price change under way (docs/money-rules.md#price-changes); zeros when none. */
export interface PriceChange {
  proposedPrice: bigint;
  /** The zero address: nothing proposed. */
  proposer: Address;
  announcedPrice: bigint;
  /** Chain time (s) the announced price applies from; 0: none announced. */
  effectiveAt: bigint;
}

export const NO_PRICE_CHANGE: PriceChange = {
  proposedPrice: 0n,
  proposer: zeroAddress,
  announcedPrice: 0n,
  effectiveAt: 0n,
};

/** An announced closure (docs/flows.md#announced-closures, MasterRegistry.pendingClosure); kind 0: none. */
export interface Closure {
  /** 0 none, 1 the end of selling back (CLOSE_SELL_BACK), 2 a delisting without refund (CLOSE_DELIST). */
  kind: number;
  /** Chain time (s) from which it may be applied; 0: none. */
  effectiveAt: bigint;
}

export const NO_CLOSURE: Closure = { kind: 0, effectiveAt: 0n };

export interface CardChainReads {
  /** Read only while the API's figures are behind the console's last transaction. */
  view?: PropertyView;
  priceChange: PriceChange;
  closure: Closure;
  /** The chain's time of this read (the same for every card of the page). */
  clock: ChainClock;
}

/** The chain's reads of each card of the page, by token (undefined until the chain first answered). */
export function usePageChainReads(
  tokens: readonly Address[],
  withViews: boolean,
): ReadonlyMap<Address, CardChainReads> | undefined {
  const config = useConfig();
  const chainId = useChainId();
  const { data } = useQuery({
    queryKey: ['readContract', { functionName: 'allPropertiesPage', tokens, withViews, chainId }],
    queryFn: async (): Promise<Map<Address, CardChainReads>> => {
      const [block, ...reads] = await Promise.all([
        getBlock(config),
        ...tokens.map((token) =>
          Promise.all([
            withViews ? readPropertyLensGetPropertyView(config, { args: [token] }) : undefined,
            readMasterRegistryPriceProposal(config, { args: [token] }),
            readPropertyTokenPendingPrice(config, { address: token }),
            readMasterRegistryPendingClosure(config, { args: [token] }),
          ]),
        ),
      ]);
      const clock: ChainClock = { time: block.timestamp, readAt: Date.now() };
      return new Map(
        reads.map(
          ([view, [proposedPrice, proposer], [announcedPrice, effectiveAt], [kind, closesAt]], index) => [
            tokens[index] as Address,
            {
              view,
              priceChange: { proposedPrice, proposer, announcedPrice, effectiveAt },
              closure: { kind: Number(kind), effectiveAt: closesAt },
              clock,
            },
          ],
        ),
      );
    },
    enabled: tokens.length > 0,
    refetchInterval: LIVE_REFETCH_MS,
    // While a new read is on its way (another page, the views asked or no longer), the last one stays: a price
    // change on screen does not blink.
    placeholderData: keepPreviousData,
  });
  // A view kept from a read made while behind is dropped once the API has caught up (its figures are newer).
  return useMemo(
    () =>
      data && !withViews
        ? new Map(
            [...data].map(([token, reads]) => [token, reads.view ? { ...reads, view: undefined } : reads]),
          )
        : data,
    [data, withViews],
  );
}
