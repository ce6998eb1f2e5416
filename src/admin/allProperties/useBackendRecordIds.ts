// Which on-chain properties have a backend record: GET /api/properties/onchain-catalog/ gives each listed
// property's backend_id (null: none yet, e.g. a token whose create flow stopped after the chain step),
// refetched with the other live figures (docs/constants.md#refresh-intervals, 30 s). Keys are lower-case
// token addresses.
import { usePropertiesOnchainCatalog } from '../../../generated/api/properties/properties.ts';
import { LIVE_REFETCH_MS } from '../../config/queryClient.ts';

export type BackendRecordIds = ReadonlyMap<string, number | null>;

export function useBackendRecordIds(): BackendRecordIds | undefined {
  const { data } = usePropertiesOnchainCatalog(undefined, {
    query: {
      refetchInterval: LIVE_REFETCH_MS,
      select: (response): BackendRecordIds =>
        new Map(response.data.active_properties.map((p) => [p.address.toLowerCase(), p.backend_id])),
    },
  });
  return data;
}
